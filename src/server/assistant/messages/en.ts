/**
 * The built-in concierge's sentences in English, keyed by id. `{name}` is filled in by `say`;
 * a translator changes only the text on the right (es.ts has the same ids).
 */
export const en = {
  'list.female': 'ladies’ list',
  'list.male': 'men’s list',
  'kind.club.one': 'club',
  'kind.club.other': 'clubs',
  'kind.nightclub.one': 'nightclub',
  'kind.nightclub.other': 'nightclubs',
  'kind.dinner.one': 'dinner party',
  'kind.dinner.other': 'dinner parties',
  'night.tonight': 'tonight ({date})',
  and: 'and',
  afterMidnight: '{time} (after midnight)',
  closesAt: '{club} (closes {time})',
  closedAt: '{club} (closed at {time})',
  andMore: '{names} and {count} more',

  help: 'I’m the Nightlist concierge. I know every club’s lists and when they close, how many spots are left, what tables cost all-in, deposits and cashback, addresses and concierge numbers. Ask me, for example, “where is cashback highest on Friday?” or “put me on the list at {club} on Saturday, 2 ladies”.',
  past: '{night} has already passed.',
  weekdayMismatch: '{monthDay} is a {weekday}, not a {asked}.',

  'listing.none': '{night}: no {kinds} have a {list}.',
  'listing.allClosed': '{night}: every {list} has closed — {names}.',
  'listing.some': '{night}: {count} {kinds} with a {list} — {names}.',
  'listing.nearest': 'The nearest night with a {list} is {night}: {names}.',
  'listing.noneAhead': 'No {kinds} have opened a {list} in the next two weeks yet.',

  'closing.open': 'The {list} at {club} for {night} closes at {time}.',
  'closing.closed': 'The {list} at {club} for {night} closed at {time}.',
  'closing.yesOn': 'Yes — {club} is on {night}.',
  'closing.other': 'The {list} closes at {time}.',
  'closing.onlyOther': '{club} has no {list} {night}; its {other} closes at {time}.',
  'closing.noList': '{club} has no guestlist {night}.',
  'closing.noListNo': 'No — {club} has no guestlist {night}.',
  'closing.next': 'Its next night with a list is {night}: the {list} closes at {time}.',
  'closing.noneAhead': 'It has not opened a guestlist for the next two weeks yet.',
  'latest.open': 'The latest {list} {night} is at {club}: it closes at {time}.',
  'latest.tie': 'The latest {lists} {night} close at {time}: {names}.',
  'earliest.open': 'The earliest {list} to close {night} is at {club}, at {time}.',
  'latest.none': 'No {list} is still open {night}.',

  'spots.left': '{club} has {count} spots left on its {list} for {night}.',
  'spots.one': '{club} has 1 spot left on its {list} for {night}.',
  'spots.full': 'The {list} at {club} for {night} is full: joining now puts you on the waitlist.',
  'spots.unlimited': 'The {list} at {club} for {night} has no limit on spots: there is room.',

  'party.limit': '{club} takes guestlist parties of up to {max}, ladies and men together.',
  'party.lists': '{night} its {lists} are both open.',
  'party.onlyOne':
    '{night} only its {list} is open, so the whole party goes on it: {list2} only, up to {max}.',
  'party.tooBig':
    'A party of {size} is more than the guestlist takes: book a table instead (up to {tableMax} guests).',
  'party.tooBigNoTables':
    'A party of {size} is more than its guestlist takes, and it takes no table bookings.',
  'party.tables': 'For a bigger group, its tables seat up to {tableMax}.',
  'party.fits': 'Clubs {night} that take a party of {size} on the guestlist: {names}.',
  'party.smaller': 'These take smaller parties on the list (book a table there instead): {names}.',
  'party.fitsNone':
    'No club {night} takes a party of {size} on its guestlist; book a table for the whole group instead.',

  'tables.none': '{club} does not take table bookings.',
  'tables.intro': 'Tables at {club} (all-in = minimum + {service}% service + {tax}% tax):',
  'tables.row': '{table} for up to {guests}: {minimum} minimum, {total} all-in',
  'tables.rowDeposit': '{table} for up to {guests}: {minimum} minimum, {total} all-in, {deposit} deposit now',
  'tables.cheapest':
    'The cheapest table {night} is the {table} at {club}: {minimum} minimum, {total} all-in.',
  'tables.under': 'Tables for {guests} under {budget} all-in {night}: {rows}.',
  'tables.underRow': '{table} at {club} ({total} all-in)',
  'tables.underNone':
    'No table for {guests} costs under {budget} all-in {night}. The least is the {table} at {club}: {total} all-in.',
  'tables.underNoneAtAll': 'No club {night} has a table for {guests}.',
  'tables.forGuests': 'For {guests} guests: the {table} ({total} all-in).',
  'tables.tooMany': '{club}’s tables seat at most {max}.',

  'deposit.some': '{club} asks a {percent}% deposit of the all-in price when you request a table.',
  'deposit.none': '{club} asks no deposit: you pay at the club on the night.',
  'deposit.terms': 'Its terms: “{terms}”',
  'deposit.summary': 'Deposits when you request a table: {rows}; {others}.',
  'deposit.othersNone': 'the other clubs ask none',
  'deposit.howCancel': 'To cancel, open your table in the app (My reservations) and cancel it there.',
  'deposit.cutoff': 'You can cancel in the app until {hours} hours before your arrival time.',

  'cashback.club':
    '{club} gives {percent}% cashback on what you spend at a table booked through Nightlist, credited after the night.',
  'cashback.clubNone': '{club} gives no cashback on tables.',
  'cashback.highest': 'The highest cashback {night} is at {club}: {percent}% on what you spend at a table.',
  'cashback.highestTie': 'The highest cashback {night} is {percent}%, at {names}.',
  'cashback.ranking': 'Then {rows}.',
  'cashback.rankRow': '{club} {percent}%',
  'cashback.noneNight': 'No club with table bookings is on {night}.',
  'cashback.how': 'Cashback is credited after the night, and you can spend it on your next deposit.',

  'member.signIn': 'Sign in and I can tell you your own cashback balance and passes.',
  'balance.is': 'Your cashback balance is {amount}.',
  'balance.zero':
    'Your cashback balance is $0: you earn it on what you spend at a table booked with cashback.',
  'passes.none': 'You have no upcoming passes.',
  'passes.some': 'Your upcoming passes: {rows}.',
  'passes.row': '{club} on {night} ({status})',
  'passes.more': 'and {count} more on your Passes page',
  'status.confirmed': 'on the list',
  'status.waitlisted': 'waitlisted',
  'status.pending': 'pending',
  'reservations.some': 'Your upcoming tables: {rows}.',
  'reservations.row': '{club} on {night} ({status})',
  'rstatus.requested': 'requested',
  'rstatus.confirmed': 'confirmed',

  'address.is': '{club} is at {address}.',
  'address.map': 'Map: {url}',
  'concierge.both': 'Call {club}’s concierge on {call} or text {text}.',
  'concierge.same': 'Call or text {club}’s concierge on {call}.',
  'concierge.call': 'Call {club}’s concierge on {call}.',
  'concierge.text': 'Text {club}’s concierge on {text}.',
  'concierge.none': '{club} has not given a concierge number.',

  'words.quote': '{club} says of its {list} {night}: “{details}”',
  'words.none': '{club} says nothing more about its {list} {night}.',
  'words.noNight': '{club} has no list {night}; on its lists it says: “{details}”',

  'diff.both': 'At {club} {night}: the ladies’ list closes at {female}, the men’s list at {male}.',
  'diff.femaleWords': 'Ladies: “{details}”',
  'diff.maleWords': 'Men: “{details}”',
  'diff.onlyFemale': 'At {club} {night} only the ladies’ list is open (closes {female}).',
  'diff.onlyMale': 'At {club} {night} only the men’s list is open (closes {male}).',
  'diff.night': '{night}: {female} {femaleKinds} with a ladies’ list and {male} with a men’s list.',
  'diff.onlyLadiesClubs': 'Ladies only: {names}.',
  'diff.onlyMenClubs': 'Men only: {names}.',
  'diff.rule':
    'Each list has its own closing time and spots; a party counts ladies and men together against the club’s limit.',

  'unknown.club': 'I can’t tell that from here: {club} doesn’t share it with us.',
  'unknown.general': 'I can’t tell that from here: I only know the clubs’ lists, tables and details.',
  'unknown.askConcierge': 'Ask its concierge: {contact}.',
  'unknown.noConcierge': 'It has no concierge number; its details say: “{details}”',

  'notFound.club': 'I can’t find a club called “{name}” on Nightlist.',
  'notFound.nearest': 'The closest name I know is {club}.',
  'notFound.clubs': 'The clubs I know: {names}.',

  'join.open':
    'Here is the join form for {club}’s {list} on {night}, filled in for {party}: tap JOIN to send it.',
  'join.closed': 'The {list} at {club} for {night} is {state}, so I can’t take you to the join form.',
  'join.noList': '{club} has no {list} {night}.',
  'join.which':
    'Which club? Tell me the club and the night, e.g. “put me on the list at {club} on Friday, 2 ladies”.',
  'book.open':
    'Here is the booking form for {club} on {night}, for {size}: choose a table and tap to request it.',
  'book.none': '{club} does not take table bookings.',
  'book.noNight': '{club} is not open on {night}.',
  'party.desc.female.one': '1 lady',
  'party.desc.female.other': '{count} ladies',
  'party.desc.male.one': '1 man',
  'party.desc.male.other': '{count} men',
  'people.one': '1 guest',
  'people.other': '{count} guests',

  'club.which': 'Which club do you mean? I know {names}.',

  'suggest.tonight': 'Where can I go tonight?',
  'suggest.cashback': 'Where is cashback highest on Friday?',
  'suggest.tables': 'What does a table at {club} cost?',
  'suggest.closing': 'What time does the list close at {club}?',
  'suggest.address': 'Where is {club}?',
  'suggest.weekend': 'What’s on this weekend?',
  'suggest.dinner': 'Dinner party on Saturday?',
  'suggest.join': 'Put me on the list at {club}',
  'suggest.men': 'What about the men’s list?',
  'suggest.ladies': 'What about the ladies’ list?',
} as const;

export type MessageId = keyof typeof en;
