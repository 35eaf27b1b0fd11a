import type { AssistantLanguage } from '../../shared/api/assistant-schema.ts';

/** Lower case, accents dropped, curly quotes straightened: "¿Qué hay el sábado?" → "¿que hay el sabado?". */
export function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`´]/g, "'");
}

const SPANISH =
  /\b(que|donde|cuando|cuanto|cuanta|cuantos|cuantas|hay|la|las|los|el|de|del|en|para|por|con|lista|listas|mesa|mesas|cierra|cierran|noche|hoy|manana|lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde|semana|chicas|chicos|mujeres|hombres|somos|quiero|puedo|podemos|tiene|tienen|cuesta|cuestan|precio|direccion|esta|queda|apuntame|ponme|reservame|reservar|gracias|hola|y|o|mi|mis|tengo|saldo|quedan|plazas|deposito|cancelar|cual|cuales|mas|barata|barato|conserje|telefono|numero|salir|fiesta|cena|llevar|gente|musica|cola|fila|vestimenta|entrada|gratis|a|al|nos|me|un|una|unas|unos|si|abre|abierto|sitio|sitios|algo|donde)\b/g;
const ENGLISH =
  /\b(what|where|when|which|who|how|is|are|the|a|an|of|on|at|for|to|in|list|lists|table|tables|close|closes|tonight|today|tomorrow|friday|saturday|sunday|thursday|monday|tuesday|wednesday|weekend|ladies|girls|guys|men|women|can|i|me|my|we|us|put|book|cost|costs|price|much|many|spots|left|any|there|address|number|phone|call|text|and|or|club|clubs|going|go|out|party|cheapest|highest|under|deposit|cashback|do|does|you|your|it|get|want|wanna|tryna|whats|wheres|pls|please|thanks|hi|hey|music|line|dress|wear)\b/g;

/** The language a question is written in, when it says: null for "Neon Room?" or "ok". */
export function detectLanguage(text: string): AssistantLanguage | null {
  const t = plain(text);
  const marks = /[¿¡ñ]/.test(text.toLowerCase()) ? 2 : 0;
  const spanish = (t.match(SPANISH)?.length ?? 0) + marks;
  const english = t.match(ENGLISH)?.length ?? 0;
  if (spanish === 0 && english === 0) return null;
  if (spanish > english) return 'es';
  if (english > spanish) return 'en';
  return null;
}
