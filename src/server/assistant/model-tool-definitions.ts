import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import { EVENT_TYPE_FILTERS, GENDERS } from '../../shared/clubs.ts';

/** The tools offered to a configured model, as JSON schema: one per kind of fact a guest asks. */
const DATE = {
  type: 'string',
  description: 'The night, YYYY-MM-DD (see the coming nights in the instructions)',
};
const GENDER = {
  type: 'string',
  enum: [...GENDERS],
  description: 'female = the LADIES list, male = the MEN list; leave out for the visitor’s view',
};
const CLUB = { type: 'string', description: 'The club’s name as the guest wrote it (typos are fine)' };
const COUNT = (what: string) => ({ type: 'integer', minimum: 0, maximum: 100, description: what });

function tool(
  name: string,
  description: string,
  properties: Record<string, object>,
  required: string[] = [],
) {
  return {
    type: 'function',
    function: {
      name,
      description,
      parameters: { type: 'object', properties, required, additionalProperties: false },
    },
  } satisfies ChatCompletionTool;
}

export const TOOL_DEFINITIONS: ChatCompletionTool[] = [
  tool(
    'list_nights',
    'Which clubs have a guestlist on one night for one list, as the app lists them, each with its closing time (00:00-05:59 is after midnight) and whether it is still open; the nearest night with lists when none. Give the party (ladies, men) when the guest says who is coming: the clubs whose guestlist takes them are said.',
    {
      date: DATE,
      gender: GENDER,
      type: {
        type: 'string',
        enum: [...EVENT_TYPE_FILTERS],
        description: 'nightclub or dinner_party when the guest asks for one; all otherwise',
      },
      ladies: COUNT('Ladies in the party, the guest included'),
      men: COUNT('Men in the party, the guest included'),
    },
    ['date'],
  ),
  tool(
    'club_night',
    'One club on one night: its LADIES and MEN lists and when each closes (or its next night with a list), the spots left on each, the club’s own words about each list (dress, entry: quote them as the club’s words), and how big a guestlist party it takes.',
    {
      club: CLUB,
      date: DATE,
      gender: GENDER,
      ladies: COUNT('Ladies in the party, the guest included'),
      men: COUNT('Men in the party, the guest included'),
    },
    ['club', 'date'],
  ),
  tool(
    'tables',
    'Table prices, computed: at one club every table type with its minimum spend, all-in price (minimum + service + tax) and deposit; with no club, the cheapest table that night, or every table under a budget for a party. Leave out the date for the next night with tables.',
    {
      date: DATE,
      club: CLUB,
      guests: COUNT('How many guests the table is for'),
      max_total_usd: {
        type: 'number',
        exclusiveMinimum: 0,
        description: 'The most the guest wants to pay all-in, in US dollars',
      },
      table_name: { type: 'string', description: 'A table type the guest names: vip, booth, chef’s table' },
    },
  ),
  tool(
    'cashback',
    'Cashback on tables booked through Nightlist: one club’s percent, or (no club) where it is highest that night, computed, with the runners-up.',
    { date: DATE, club: CLUB },
  ),
  tool(
    'deposit_terms',
    'The deposit a club asks when a table is requested (percent of the all-in price) and its cancellation terms: until how many hours before arrival a guest may cancel, and the club’s own terms.',
    { club: CLUB, date: DATE },
  ),
  tool(
    'club_contact',
    'A club’s address with its maps link, and its concierge numbers to call or text.',
    { club: CLUB, date: DATE },
    ['club'],
  ),
  tool(
    'not_in_data',
    'For what our data does not hold (tonight’s music or DJ, the line, how busy or full the room is, the crowd): the sentence saying so, and the club’s concierge to ask.',
    { club: CLUB, date: DATE },
  ),
  tool(
    'compare_lists',
    'What differs between the LADIES and MEN lists: at one club (each list’s closing time and the club’s words for each), or on a night (how many clubs have each list, and which have only one).',
    { date: DATE, club: CLUB },
    ['date'],
  ),
  tool(
    'latest_list',
    'The list still open that night that closes latest (or earliest), computed over every club.',
    {
      date: DATE,
      gender: GENDER,
      earliest: { type: 'boolean', description: 'true for the one closing first' },
    },
    ['date'],
  ),
  tool(
    'my_account',
    'The signed-in guest’s own cashback balance, upcoming passes (club, night, party size, status) and tables. Nothing else about them is known.',
    {},
  ),
  tool(
    'open_join_form',
    'Takes the guest to the join form for a club’s list on a night, filled in with the party; it sends nothing: the guest taps JOIN.',
    {
      club: CLUB,
      date: DATE,
      gender: GENDER,
      ladies: COUNT('Ladies in the party, the guest included'),
      men: COUNT('Men in the party, the guest included'),
    },
    ['club', 'date'],
  ),
  tool(
    'open_booking_form',
    'Takes the guest to the table booking form for a club on a night, filled in; it sends nothing: the guest chooses and taps to request.',
    {
      club: CLUB,
      date: DATE,
      guests: COUNT('How many guests'),
      table_name: { type: 'string', description: 'A table type the guest names: vip, booth, chef’s table' },
    },
    ['club', 'date'],
  ),
];
