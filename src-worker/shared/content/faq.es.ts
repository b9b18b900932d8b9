// The Spanish FAQ: the same categories, questions and facts as faq.ts, with the same "after the
// final" variants. Only Spanish pages load it (the app imports it on demand; the Worker for /es/faq).
import type { TournamentPhase } from "../tournament";
import { type FaqCategory, type FaqCity, type FaqItem, type FaqSource, resolveFaq } from "./faq";

const US_HOST_CITIES =
  "Atlanta, Boston, Dallas, Houston, Kansas City, Los Angeles, Miami, New York/New Jersey, Philadelphia, el Área de la Bahía de San Francisco y Seattle";

const FAQ_SOURCE: FaqSource[] = [
  {
    slug: "general-information",
    title: "Información general",
    items: [
      {
        question: "¿Cuándo es el Mundial 2026?",
        answer:
          "La Copa Mundial de la FIFA 2026 se juega del 11 de junio al 19 de julio de 2026. El partido inaugural es en el Estadio Azteca, en Ciudad de México, y la final es el 19 de julio.",
        after: {
          question: "¿Cuándo fue el Mundial 2026?",
          answer:
            "La Copa Mundial de la FIFA 2026 se jugó del 11 de junio al 19 de julio de 2026. El partido inaugural se jugó en el Estadio Azteca, en Ciudad de México, y la final el 19 de julio en el MetLife Stadium. Todos los resultados están en la página de Partidos.",
        },
      },
      {
        question: "¿Cuántos equipos y partidos hay?",
        answer:
          "48 selecciones juegan 104 partidos; en 2022 fueron 32 selecciones y 64 partidos. Los equipos se sortean en 12 grupos de cuatro, y los dos primeros de cada grupo más los ocho mejores terceros pasan a los nuevos dieciseisavos de final.",
        after: {
          question: "¿Cuántos equipos y partidos hubo?",
          answer:
            "48 selecciones jugaron 104 partidos; en 2022 fueron 32 selecciones y 64 partidos. Los equipos se sortearon en 12 grupos de cuatro, y los dos primeros de cada grupo más los ocho mejores terceros pasaron a los nuevos dieciseisavos de final.",
        },
      },
      {
        question: "¿Qué ciudades son sede del Mundial 2026?",
        answer: `Hay 16 ciudades sede entre Estados Unidos, Canadá y México. Las 11 de Estados Unidos son ${US_HOST_CITIES}. Las de Canadá son Toronto y Vancouver, y las de México son Ciudad de México, Guadalajara y Monterrey.`,
        after: {
          question: "¿Qué ciudades fueron sede del Mundial 2026?",
          answer: `Hubo 16 ciudades sede entre Estados Unidos, Canadá y México. Las 11 de Estados Unidos fueron ${US_HOST_CITIES}. Las de Canadá fueron Toronto y Vancouver, y las de México fueron Ciudad de México, Guadalajara y Monterrey.`,
        },
      },
      {
        question: "¿Dónde es la final?",
        answer: "La final es el 19 de julio de 2026 en el MetLife Stadium de East Rutherford, New Jersey, el estadio de la sede New York New Jersey.",
        after: {
          question: "¿Dónde fue la final?",
          answer: "La final se jugó el 19 de julio de 2026 en el MetLife Stadium de East Rutherford, New Jersey, el estadio de la sede New York New Jersey.",
        },
      },
      {
        question: "¿Cuántos partidos se juegan en Estados Unidos?",
        answer:
          "78 de los 104 partidos se juegan en Estados Unidos, incluidos todos desde los cuartos de final hasta la final. Los demás se juegan en Canadá y México.",
        after: {
          question: "¿Cuántos partidos se jugaron en Estados Unidos?",
          answer:
            "78 de los 104 partidos se jugaron en Estados Unidos, incluidos todos desde los cuartos de final hasta la final. Los demás se jugaron en Canadá y México.",
        },
      },
    ],
  },
  {
    slug: "finding-venues",
    title: "Cómo encontrar lugares",
    items: [
      {
        question: "¿Cómo encuentro un lugar cerca de mí para ver los partidos?",
        answer:
          "Abre Todas las ciudades, elige tu ciudad y explora sus lugares en la lista o en el mapa. También puedes buscar tu ciudad por nombre desde la página de inicio.",
      },
      {
        question: "¿Qué significan los filtros?",
        answer:
          "Apto para familias, Comida, Pantallas grandes y Abierto hasta tarde filtran la lista por servicios, y los filtros por tipo de lugar te dejan elegir bares deportivos, pubs, cervecerías, azoteas, jardines cerveceros, bares de aficionados, fan zones y watch parties.",
      },
      {
        question: "¿Cómo sé si un bar va a pasar mi partido?",
        answer:
          "Abre la página del partido desde el calendario: muestra los lugares de tu ciudad que dicen pasar ese partido o todos los partidos, y los bares de aficionados de los dos equipos, cada uno con quién lo confirmó y cuándo. En días con muchos partidos los bares eligen cuál va en la pantalla principal y cuál con sonido, así que para un partido importante llama al lugar o revisa sus redes sociales ese día.",
      },
      {
        question: "¿Puedo guardar lugares para después?",
        answer:
          "Sí. Toca el marcador en cualquier lugar para guardarlo; no necesitas una cuenta, y tus lugares guardados quedan en este navegador. Para los partidos importantes conviene guardar dos o tres opciones de respaldo.",
      },
      {
        question: "¿Dónde encuentro aficionados de mi equipo?",
        answer:
          "La página de cada equipo muestra sus bares de aficionados ciudad por ciudad, tal como nos lo dijeron los lugares, junto a los partidos del equipo. También puedes buscar lugares con la etiqueta Bar de aficionados y leer las notas, que a menudo dicen qué clubes o selecciones se reúnen ahí.",
      },
    ],
  },
  {
    slug: "streaming",
    title: "Streaming y TV",
    items: [
      {
        question: "¿En qué canal pasan el Mundial en Estados Unidos?",
        answer:
          "La transmisión en inglés es por FOX, con algunos partidos en su canal de cable FS1. La transmisión en español es por Telemundo, con algunos partidos en Universo, y en streaming por Peacock.",
        after: {
          question: "¿En qué canal pasaron el Mundial en Estados Unidos?",
          answer:
            "La transmisión en inglés fue por FOX, con algunos partidos en su canal de cable FS1. La transmisión en español fue por Telemundo, con algunos partidos en Universo, y en streaming por Peacock. Busca ahí repeticiones y resúmenes.",
        },
      },
      {
        question: "¿Puedo ver los partidos sin suscripción de cable?",
        answer:
          "FOX y Telemundo se transmiten por señal abierta en la mayoría de los mercados de Estados Unidos, así que con una antena puedes ver muchos partidos. Para los canales de cable y el streaming necesitas una cuenta de TV de paga, un servicio de TV en vivo por streaming que los incluya o Peacock para la transmisión en español.",
      },
      {
        question: "¿Por qué mi streaming va atrasado respecto a los demás?",
        answer:
          "El streaming suele ir unos segundos detrás de la señal abierta y del cable. Si no quieres enterarte del resultado antes de tiempo, apaga las alertas de marcador y no entres a redes sociales durante el partido.",
      },
      {
        question: "¿Los bares pasan los partidos en español?",
        answer: "Muchos sí, y algunos ponen las dos transmisiones en pantallas distintas. Revisa las notas del lugar o pregunta cuando llames.",
      },
    ],
  },
  {
    slug: "local-events",
    title: "Eventos locales",
    items: [
      {
        question: "¿Hay festivales oficiales para aficionados?",
        answer:
          "Las ciudades sede están organizando festivales y fan zones para el torneo. Las fechas, los lugares y las reglas de entrada varían según la ciudad y pueden cambiar, así que revisa los canales oficiales de tu ciudad sede para ver los detalles actuales.",
        after: {
          question: "¿Hubo festivales oficiales para aficionados?",
          answer:
            "Las ciudades sede organizaron festivales y fan zones durante el torneo, que terminaron con él. Los bares, las cervecerías y los grupos de aficionados siguen reuniéndose para ver el fútbol de clubes y de selecciones.",
        },
      },
      {
        question: "¿Este sitio incluye watch parties?",
        answer:
          "Sí. Busca en la página de tu ciudad los lugares con la etiqueta Watch party o Fan zone. Confirma siempre las fechas y los detalles de entrada con el organizador antes de ir.",
      },
      {
        question: "¿Hay eventos en ciudades que no son sede?",
        answer:
          "Sí. Bares, cervecerías, grupos de aficionados y algunas ciudades organizan sus propias watch parties, así que no necesitas vivir en una ciudad sede para ver los partidos en grupo.",
      },
      {
        question: "¿Las watch parties son gratis?",
        answer:
          "Muchas tienen entrada gratuita, pero algunos eventos grandes y los partidos más importantes requieren boleto o reservación. El lugar o el organizador te dirá cuál es el caso.",
      },
      {
        question: "¿Cómo hago para que aparezca mi watch party?",
        answer: "Registra el lugar donde se hace con Registrar un lugar y describe el evento en los detalles. Revisamos las solicitudes en 24 a 48 horas.",
      },
    ],
  },
  {
    slug: "sponsorships",
    title: "Patrocinios",
    items: [
      {
        question: "¿Cómo puede destacar mi lugar?",
        answer:
          "Puedes destacar tu lugar, lo que le da 30 días de posición preferente en la página de su ciudad, con la insignia Destacado. Empieza desde Registrar un lugar o usa Reclamar y destacar en la página de tu lugar.",
      },
      {
        question: "¿Qué es un patrocinio de ciudad?",
        answer:
          "Un patrocinio de ciudad pone tu negocio en la página de una ciudad como su patrocinador. Es ideal para negocios locales y marcas que quieren llegar a los aficionados de toda una ciudad; escríbenos desde Colabora con nosotros para conocer los detalles.",
      },
      {
        question: "¿Las posiciones patrocinadas están señaladas?",
        answer:
          "Siempre. Los lugares destacados y los patrocinadores están claramente marcados, para que los aficionados distingan lo pagado de las fichas normales.",
      },
      {
        question: "¿Pagar cambia las calificaciones o las reseñas?",
        answer:
          "No. Destacar o patrocinar compra visibilidad, no calificaciones. Las calificaciones vienen de aficionados reales y no publicamos reseñas falsas.",
      },
    ],
  },
  {
    slug: "travel-ticketing",
    title: "Viajes y boletos",
    items: [
      {
        question: "¿Dónde puedo comprar boletos para los partidos?",
        answer:
          "Compra boletos solo en los canales oficiales de venta de la FIFA, incluida su plataforma oficial de reventa. Los boletos comprados en cualquier otro lugar pueden ser falsos o ser cancelados.",
        after: {
          question: "¿Todavía puedo comprar boletos?",
          answer:
            "No: el Mundial 2026 ya terminó. Para futuros torneos de la FIFA, compra boletos solo en los canales oficiales de venta de la FIFA, incluida su plataforma oficial de reventa. Los boletos comprados en cualquier otro lugar pueden ser falsos o ser cancelados.",
        },
      },
      {
        question: "¿Cómo evito estafas con boletos?",
        answer:
          "Desconfía de vendedores en redes sociales, anuncios clasificados y sitios de reventa no oficiales, y de precios que parecen demasiado buenos para ser verdad. Nunca pagues con transferencia bancaria, tarjetas de regalo o criptomonedas a alguien que no conoces.",
      },
      {
        question: "¿Necesito boleto para ver el partido en un bar?",
        answer:
          "No. La mayoría de los bares y restaurantes tienen entrada libre, aunque algunas watch parties requieren boleto y los lugares populares pueden pedir reservación para los partidos más importantes.",
      },
      {
        question: "¿Cómo llego a los estadios?",
        answer:
          "Varios estadios sede están fuera del centro de la ciudad y algunos no tienen tren cerca. Sigue el plan oficial de transporte de cada ciudad sede para los días de partido y sal con bastante tiempo.",
      },
      {
        question: "¿Algún consejo para viajar entre ciudades sede?",
        answer:
          "Las distancias son grandes y las ciudades sede abarcan varias zonas horarias, así que revisa la hora de inicio en hora local y reserva tu viaje con anticipación. Los visitantes internacionales deben revisar con tiempo los requisitos de entrada a Estados Unidos, Canadá y México.",
      },
    ],
  },
  {
    slug: "website-info",
    title: "Sobre este sitio",
    items: [
      {
        question: "¿Este sitio tiene relación con la FIFA?",
        answer:
          "No. Este es un directorio independiente de aficionados y no tiene relación con la FIFA ni cuenta con su respaldo. Pronto tendremos nuestro propio dominio.",
      },
      {
        question: "¿Este sitio trata solo del Mundial?",
        answer:
          "No. Empezó con el Mundial 2026 y ahora reúne cada partido que los aficionados ven en EE. UU., toda la temporada: la Premier League, LaLiga, la Bundesliga, la Serie A y la Ligue 1 junto al Mundial. Qué hay muestra los próximos partidos y cuántos lugares de tu ciudad confirmaron que pasan cada uno; Competiciones dice de dónde vienen los partidos de cada una y cuán recientes son.",
      },
      {
        question: "¿Cómo se verifican los lugares?",
        answer:
          "Nuestro equipo verifica los lugares a mano o vienen de fuentes de datos confiables. Si ves algo incorrecto, avísanos desde la página de Contacto.",
      },
      {
        question: "¿Cómo registro un lugar?",
        answer:
          "Usa Registrar un lugar, elige la ciudad y completa los detalles. Revisamos cada solicitud, normalmente en 24 a 48 horas, y te avisamos por correo cuando se aprueba.",
      },
      {
        question: "¿Cada cuánto se actualiza la información de los lugares?",
        answer:
          "Los datos de los lugares se actualizan cada semana y justo después de nuevas importaciones y aprobaciones. El horario puede cambiar durante el torneo, así que confirma con el lugar antes de los partidos importantes.",
        after: {
          answer:
            "Los datos de los lugares se actualizan cada semana y justo después de nuevas importaciones y aprobaciones. Muchos lugares cambiaron su horario para el torneo y quizá ya volvieron al de siempre, así que confirma con el lugar antes de ir.",
        },
      },
      {
        question: "¿Qué incluye destacar un lugar?",
        answer:
          "Destacar le da a un lugar 30 días de posición preferente en la página de su ciudad, marcado como Destacado. También hay patrocinios de ciudad para negocios que quieren apoyar la página de toda una ciudad.",
      },
      {
        question: "¿De dónde vienen las calificaciones?",
        answer: "Las calificaciones vienen de aficionados reales. No creamos, compramos ni publicamos reseñas falsas.",
      },
    ],
  },
];

/** The site FAQ in Spanish, as true at this phase of the tournament. */
export function siteFaq(phase: TournamentPhase): FaqCategory[] {
  return resolveFaq(FAQ_SOURCE, phase);
}

/** Towns with a host stadium that are not host cities themselves (as in faq.ts). */
const STADIUM_TOWNS: Record<string, { stadium: string; host: string; final?: boolean }> = {
  "East Rutherford, New Jersey": { stadium: "MetLife Stadium", host: "New York New Jersey", final: true },
  "Arlington, Texas": { stadium: "AT&T Stadium", host: "Dallas" },
};

function stadiumTownAnswer(name: string, town: { stadium: string; host: string; final?: boolean }, over: boolean): string {
  const final = town.final ? ", entre ellos la final del 19 de julio de 2026" : "";
  return over
    ? `No como ciudad sede propia, pero en el ${town.stadium} de ${name} se jugaron los partidos de la sede ${town.host}${final}.`
    : `No como ciudad sede propia, pero en el ${town.stadium} de ${name} se juegan los partidos de la sede ${town.host}${final}.`;
}

/** The 7 questions shown on a city page in Spanish, as true at this phase of the tournament. */
export function cityFaq(city: FaqCity, phase: TournamentPhase = "before"): FaqItem[] {
  const over = phase === "after";
  const { name } = city;
  const town = STADIUM_TOWNS[`${name}, ${city.state ?? ""}`];
  const stadium = city.primaryStadium?.trim();
  const hostAnswer = over
    ? stadium
      ? `Sí. ${name} fue una de las 11 ciudades sede de Estados Unidos, con partidos en el ${stadium}.${stadium === "MetLife Stadium" ? " Ahí se jugó la final del 19 de julio de 2026." : ""}`
      : `Sí. ${name} fue una de las 11 ciudades sede del Mundial 2026 en Estados Unidos.`
    : stadium
      ? `Sí. ${name} es una de las 11 ciudades sede de Estados Unidos, con partidos en el ${stadium}.${
          stadium === "MetLife Stadium" ? " Ahí se juega la final del 19 de julio de 2026." : ""
        }`
      : `Sí. ${name} es una de las 11 ciudades sede del Mundial 2026 en Estados Unidos.`;
  const nonHostAnswer = over
    ? `No. ${name} no fue una de las 16 ciudades sede, pero todos los partidos se transmitieron en Estados Unidos y los bares y restaurantes locales organizaron watch parties. Las 11 ciudades sede de Estados Unidos fueron ${US_HOST_CITIES}.`
    : `No. ${name} no es una de las 16 ciudades sede, pero todos los partidos se transmiten en Estados Unidos y los bares y restaurantes locales organizan watch parties. Las 11 ciudades sede de Estados Unidos son ${US_HOST_CITIES}.`;

  return [
    over
      ? {
          question: `¿Dónde puedo ver fútbol en ${name}?`,
          answer: `Esta página reúne bares deportivos, pubs, restaurantes, cervecerías y bares de aficionados en ${name}, con los partidos de este fin de semana de la Premier League, LaLiga, la Bundesliga, la Serie A y la Ligue 1. Usa los filtros Que pase el partido y Aficionados de para encontrar quién pasa tu partido o apoya a tu club, y los demás filtros para comida, pantallas grandes, lugares para familias o que abren hasta tarde.`,
        }
      : {
          question: `¿Dónde puedo ver los partidos del Mundial 2026 en ${name}?`,
          answer: `Esta página reúne bares deportivos, pubs, restaurantes, cervecerías y watch parties en ${name}. Usa la lista o el mapa y los filtros para encontrar comida, pantallas grandes, lugares para familias o que abren hasta tarde.`,
        },
    {
      question: `¿Hay lugares para ver los partidos en familia en ${name}?`,
      answer:
        "Sí. Usa el filtro Apto para familias para encontrar lugares que reciben a niños. Algunos bares solo admiten mayores de 21 en la noche, así que revisa la ficha y llama antes para los partidos tarde.",
    },
    {
      question: `¿Los bares de ${name} abren temprano para los partidos de la mañana?`,
      answer:
        "Algunos sí, sobre todo los pubs acostumbrados a los partidos europeos temprano y los restaurantes que sirven desayuno. Revisa el horario de cada ficha para el día del partido y confirma con el lugar, porque las aperturas tempranas y las reglas locales sobre la venta de alcohol varían.",
    },
    {
      question: "¿Necesito reservación?",
      answer:
        "Normalmente no, pero los lugares populares se llenan mucho antes del inicio en los partidos más importantes. Si el lugar acepta reservaciones, reserva con tiempo; si no, llega temprano y guarda un lugar de respaldo.",
    },
    {
      question: over ? `¿${name} fue ciudad sede en 2026?` : `¿${name} es ciudad sede en 2026?`,
      answer: city.host2026 ? hostAnswer : town ? stadiumTownAnswer(name, town, over) : nonHostAnswer,
    },
    {
      question: `¿Cómo registro mi lugar en ${name}?`,
      answer:
        "Usa Registrar un lugar, elige la ciudad y agrega tus datos. Revisamos las solicitudes en 24 a 48 horas, y puedes destacar tu lugar para tener 30 días de posición preferente, marcada como Destacado.",
    },
    {
      question: "¿Qué tan actualizadas están estas fichas?",
      answer: over
        ? "Los datos de los lugares se actualizan cada semana y justo después de nuevas importaciones y aprobaciones. Muchos lugares cambiaron su horario para el torneo y quizá ya volvieron al de siempre, así que confirma con el lugar antes de ir."
        : "Los datos de los lugares se actualizan cada semana y justo después de nuevas importaciones y aprobaciones. El horario puede cambiar durante el torneo, así que confirma con el lugar antes de ir.",
    },
  ];
}
