import type { MessageId } from './en.ts';

/** The built-in concierge's sentences in Spanish: the same ids as en.ts, every one of them. */
export const es: Record<MessageId, string> = {
  'list.female': 'lista de chicas',
  'list.male': 'lista de chicos',
  'kind.club.one': 'club',
  'kind.club.other': 'clubs',
  'kind.nightclub.one': 'discoteca',
  'kind.nightclub.other': 'discotecas',
  'kind.dinner.one': 'cena con fiesta',
  'kind.dinner.other': 'cenas con fiesta',
  'night.tonight': 'esta noche ({date})',
  and: 'y',
  afterMidnight: '{time} (pasada la medianoche)',
  closesAt: '{club} (cierra a las {time})',
  closedAt: '{club} (cerró a las {time})',
  andMore: '{names} y {count} más',

  help: 'Soy el conserje de Nightlist. Conozco las listas de cada club y a qué hora cierran, cuántas plazas quedan, lo que cuesta una mesa con todo incluido, los depósitos y el cashback, las direcciones y los teléfonos de cada club. Pregúntame, por ejemplo, «¿dónde hay más cashback el viernes?» o «apúntame en la lista de {club} el sábado, 2 chicas».',
  past: '{night} ya pasó.',
  weekdayMismatch: 'El {monthDay} es {weekday}, no {asked}.',

  'listing.none': '{night}: ningún {kindsOne} tiene {list}.',
  'listing.allClosed': '{night}: todas las listas ({list}) han cerrado — {names}.',
  'listing.some': '{night}: {count} {kinds} con {list} — {names}.',
  'listing.nearest': 'La noche más cercana con {list} es {night}: {names}.',
  'listing.noneAhead': 'Ningún club ha abierto {list} en las próximas dos semanas.',

  'closing.open': 'La {list} de {club} para {night} cierra a las {time}.',
  'closing.closed': 'La {list} de {club} para {night} cerró a las {time}.',
  'closing.yesOn': 'Sí: {club} abre {night}.',
  'closing.other': 'La {list} cierra a las {time}.',
  'closing.onlyOther': '{club} no tiene {list} {night}; su {other} cierra a las {time}.',
  'closing.noList': '{club} no tiene lista {night}.',
  'closing.noListNo': 'No: {club} no tiene lista {night}.',
  'closing.next': 'Su próxima noche con lista es {night}: la {list} cierra a las {time}.',
  'closing.noneAhead': 'No ha abierto ninguna lista para las próximas dos semanas.',
  'latest.open': 'La {list} que cierra más tarde {night} es la de {club}: cierra a las {time}.',
  'latest.tie': 'Las listas ({lists}) que cierran más tarde {night} cierran a las {time}: {names}.',
  'earliest.open': 'La {list} que cierra antes {night} es la de {club}, a las {time}.',
  'latest.none': 'Ninguna {list} sigue abierta {night}.',

  'spots.left': 'A {club} le quedan {count} plazas en su {list} para {night}.',
  'spots.one': 'A {club} le queda 1 plaza en su {list} para {night}.',
  'spots.full':
    'La {list} de {club} para {night} está llena: si te apuntas ahora, entras en la lista de espera.',
  'spots.unlimited': 'La {list} de {club} para {night} no tiene límite de plazas: hay sitio.',

  'party.limit': '{club} acepta grupos de hasta {max} personas en la lista, chicas y chicos juntos.',
  'party.lists': '{night} tiene abiertas su {lists}.',
  'party.onlyOne': '{night} solo está abierta su {list}, así que el grupo es solo de {list2} (hasta {max}).',
  'party.tooBig':
    'Un grupo de {size} es más de lo que acepta la lista: reserva una mesa (hasta {tableMax} personas).',
  'party.tooBigNoTables':
    'Un grupo de {size} es más de lo que acepta su lista, y no admite reservas de mesa.',
  'party.tables': 'Para un grupo más grande, sus mesas son de hasta {tableMax} personas.',
  'party.fits': 'Clubs {night} que aceptan un grupo de {size} en la lista: {names}.',
  'party.smaller': 'Estos aceptan grupos más pequeños en la lista (reserva una mesa allí): {names}.',
  'party.fitsNone':
    'Ningún club {night} acepta un grupo de {size} en su lista; reserva una mesa para todo el grupo.',

  'tables.none': '{club} no admite reservas de mesa.',
  'tables.intro': 'Mesas en {club} (todo incluido = mínimo + {service}% de servicio + {tax}% de impuestos):',
  'tables.row': '{table} hasta {guests} personas: mínimo {minimum}, {total} todo incluido',
  'tables.rowDeposit':
    '{table} hasta {guests} personas: mínimo {minimum}, {total} todo incluido, depósito de {deposit} al reservar',
  'tables.cheapest':
    'La mesa más barata {night} es la {table} de {club}: mínimo {minimum}, {total} todo incluido.',
  'tables.under': 'Mesas para {guests} por menos de {budget} todo incluido {night}: {rows}.',
  'tables.underRow': '{table} en {club} ({total} todo incluido)',
  'tables.underNone':
    'Ninguna mesa para {guests} cuesta menos de {budget} todo incluido {night}. La más barata es la {table} de {club}: {total} todo incluido.',
  'tables.underNoneAtAll': 'Ningún club tiene {night} mesa para {guests}.',
  'tables.forGuests': 'Para {guests} personas: la {table} ({total} todo incluido).',
  'tables.tooMany': 'Las mesas de {club} son de {max} personas como máximo.',

  'deposit.some': '{club} pide un depósito del {percent}% del precio total al solicitar una mesa.',
  'deposit.none': '{club} no pide depósito: pagas en el club esa noche.',
  'deposit.terms': 'Sus condiciones: «{terms}»',
  'deposit.summary': 'Depósitos al solicitar una mesa: {rows}; {others}.',
  'deposit.othersNone': 'los demás clubs no piden depósito',
  'deposit.howCancel': 'Para cancelar, abre tu mesa en la app (Mis reservas) y cancélala allí.',
  'deposit.cutoff': 'Puedes cancelar en la app hasta {hours} horas antes de tu hora de llegada.',

  'cashback.club':
    '{club} devuelve un {percent}% de cashback de lo que gastes en una mesa reservada con Nightlist, abonado después de la noche.',
  'cashback.clubNone': '{club} no da cashback en mesas.',
  'cashback.highest': 'El cashback más alto {night} es en {club}: un {percent}% de lo que gastes en mesa.',
  'cashback.highestTie': 'El cashback más alto {night} es del {percent}%, en {names}.',
  'cashback.ranking': 'Después: {rows}.',
  'cashback.rankRow': '{club} {percent}%',
  'cashback.noneNight': 'Ningún club con reservas de mesa abre {night}.',
  'cashback.how': 'El cashback se abona después de la noche y puedes usarlo en tu próximo depósito.',

  'member.signIn': 'Inicia sesión y te digo tu saldo de cashback y tus pases.',
  'balance.is': 'Tu saldo de cashback es {amount}.',
  'balance.zero': 'Tu saldo de cashback es $0: lo ganas con lo que gastas en una mesa con cashback.',
  'passes.none': 'No tienes pases próximos.',
  'passes.some': 'Tus próximos pases: {rows}.',
  'passes.row': '{club} el {night} ({status})',
  'passes.more': 'y {count} más en tu página de pases',
  'status.confirmed': 'en la lista',
  'status.waitlisted': 'en lista de espera',
  'status.pending': 'pendiente',
  'reservations.some': 'Tus próximas mesas: {rows}.',
  'reservations.row': '{club} el {night} ({status})',
  'rstatus.requested': 'solicitada',
  'rstatus.confirmed': 'confirmada',

  'address.is': '{club} está en {address}.',
  'address.map': 'Aquí tienes el mapa: {url}',
  'concierge.both': 'El conserje de {club} está en el {call} para llamadas y en el {text} para mensajes.',
  'concierge.same': 'El conserje de {club} atiende llamadas y mensajes en el {call}.',
  'concierge.call': 'El conserje de {club} atiende llamadas en el {call}.',
  'concierge.text': 'El conserje de {club} atiende mensajes en el {text}.',
  'concierge.none': '{club} no ha dado un número de conserje.',

  'words.quote': '{club} dice de su {list} {night}: «{details}»',
  'words.none': '{club} no dice nada más de su {list} {night}.',
  'words.noNight': '{club} no tiene lista {night}; en sus listas dice: «{details}»',

  'diff.both': 'En {club} {night}: la lista de chicas cierra a las {female} y la de chicos a las {male}.',
  'diff.femaleWords': 'Chicas: «{details}»',
  'diff.maleWords': 'Chicos: «{details}»',
  'diff.onlyFemale': 'En {club} {night} solo está abierta la lista de chicas (cierra a las {female}).',
  'diff.onlyMale': 'En {club} {night} solo está abierta la lista de chicos (cierra a las {male}).',
  'diff.night': '{night}: {female} {femaleKinds} con lista de chicas y {male} con lista de chicos.',
  'diff.onlyLadiesClubs': 'Solo chicas: {names}.',
  'diff.onlyMenClubs': 'Solo chicos: {names}.',
  'diff.rule':
    'Cada lista tiene su hora de cierre y sus plazas; un grupo cuenta chicas y chicos juntos para el límite del club.',

  'unknown.club': 'Eso no lo sé desde aquí: es algo que {club} no comparte con la app.',
  'unknown.general': 'Eso no lo sé desde aquí: solo conozco las listas, las mesas y los datos de cada club.',
  'unknown.askConcierge': 'Pregunta a su conserje: {contact}.',
  'unknown.noConcierge': 'No tiene número de conserje; sus datos dicen: «{details}»',

  'notFound.club': 'No encuentro ningún club llamado «{name}» en Nightlist.',
  'notFound.nearest': 'El nombre más parecido que conozco es {club}.',
  'notFound.clubs': 'Los clubs que conozco: {names}.',

  'join.open':
    'Aquí tienes el formulario de la {list} de {club} para {night}, con {party}: pulsa JOIN para enviarlo.',
  'join.closed': 'La {list} de {club} para {night} está {state}, así que no puedo llevarte al formulario.',
  'join.noList': '{club} no tiene {list} {night}.',
  'join.which':
    '¿Qué club? Dime el club y la noche, por ejemplo: «apúntame en la lista de {club} el viernes, 2 chicas».',
  'book.open':
    'Aquí tienes el formulario de reserva de {club} para {night}, para {size}: elige una mesa y pulsa para solicitarla.',
  'book.none': '{club} no admite reservas de mesa.',
  'book.noNight': '{club} no abre {night}.',
  'party.desc.female.one': '1 chica',
  'party.desc.female.other': '{count} chicas',
  'party.desc.male.one': '1 chico',
  'party.desc.male.other': '{count} chicos',
  'people.one': '1 persona',
  'people.other': '{count} personas',

  'club.which': '¿Qué club? Conozco {names}.',

  'suggest.tonight': '¿Dónde puedo ir esta noche?',
  'suggest.cashback': '¿Dónde hay más cashback el viernes?',
  'suggest.tables': '¿Cuánto cuesta una mesa en {club}?',
  'suggest.closing': '¿A qué hora cierra la lista de {club}?',
  'suggest.address': '¿Dónde está {club}?',
  'suggest.weekend': '¿Qué hay este fin de semana?',
  'suggest.dinner': '¿Cena con fiesta el sábado?',
  'suggest.join': 'Apúntame en la lista de {club}',
  'suggest.men': '¿Y la lista de chicos?',
  'suggest.ladies': '¿Y la lista de chicas?',
};
