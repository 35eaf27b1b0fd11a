import type { AssistantResponse } from '../../../shared/api/assistant-schema.ts';
import { formatMoney } from '../../../shared/money.ts';
import { mentionsName } from './matchers.ts';

/** Dollars as the reasons write them: "$1,959.75", "$600". */
export const money = (cents: number) => formatMoney(cents, { short: true });

/** Records a reason when a check does not hold. */
export type Need = (ok: boolean, reason: string) => void;

/** The answer as the checks read it: its reply, its cards per night, its link targets. */
export class Answer {
  readonly response: AssistantResponse;
  constructor(response: AssistantResponse) {
    this.response = response;
  }
  get reply() {
    return this.response.reply;
  }
  cards(date?: string): string[] {
    return this.response.nights
      .filter((night) => date === undefined || night.date === date)
      .flatMap((night) => night.clubs.map((club) => club.name));
  }
  hasCard(name: string, date: string) {
    return this.cards(date).includes(name);
  }
  /** In the reply, or a card (of that night, when given). */
  names(name: string, date?: string) {
    return mentionsName(this.reply, name) || this.cards(date).includes(name);
  }
  get phoneTexts() {
    return [this.reply, ...this.response.links.map((link) => link.href)];
  }
}
