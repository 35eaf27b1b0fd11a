import { type AnswerContext, type Part, part } from './answer-part.ts';
import { money, nightOn, someNames } from './answer-text.ts';
import { say } from './messages/index.ts';

const SHOWN = 5;

/** The signed-in member's own cashback balance: read only for them, never sent anywhere else. */
export async function balance(ctx: AnswerContext): Promise<Part> {
  const member = await ctx.tools.member();
  if (!member) return part([say(ctx.language, 'member.signIn')]);
  return part([
    member.balanceCents > 0
      ? say(ctx.language, 'balance.is', { amount: money(member.balanceCents) })
      : say(ctx.language, 'balance.zero'),
  ]);
}

/** The signed-in member's upcoming passes and tables. */
export async function passes(ctx: AnswerContext): Promise<Part> {
  const { language: lang, tonight } = ctx;
  const member = await ctx.tools.member();
  if (!member) return part([say(lang, 'member.signIn')]);
  const lines: string[] = [];
  if (member.passes.length === 0) lines.push(say(lang, 'passes.none'));
  else {
    const rows = member.passes.slice(0, SHOWN).map((p) =>
      say(lang, 'passes.row', {
        club: p.clubName,
        night: nightOn(p.date, tonight, lang).replace(/^(on|el) /, ''),
        status: say(lang, p.status === 'waitlisted' ? 'status.waitlisted' : 'status.confirmed'),
      }),
    );
    if (member.passes.length > SHOWN)
      rows.push(say(lang, 'passes.more', { count: member.passes.length - SHOWN }));
    lines.push(say(lang, 'passes.some', { rows: someNames(rows, SHOWN + 1, lang) }));
  }
  if (member.reservations.length > 0) {
    const rows = member.reservations.slice(0, SHOWN).map((r) =>
      say(lang, 'reservations.row', {
        club: r.clubName,
        night: nightOn(r.date, tonight, lang).replace(/^(on|el) /, ''),
        status: say(lang, r.status === 'confirmed' ? 'rstatus.confirmed' : 'rstatus.requested'),
      }),
    );
    lines.push(say(lang, 'reservations.some', { rows: someNames(rows, SHOWN, lang) }));
  }
  return part(lines);
}
