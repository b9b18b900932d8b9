import type { Messages } from "../../catalog";
import type en from "../en/meta";

export default {
  siteDescription: "Encuentra los mejores lugares para ver el Mundial en tu ciudad",
  titled: "{page} | {site}",
  home: {
    title: "{site} | {description}",
    description:
      "{description}. Bares deportivos, pubs y reuniones para ver los partidos para el Mundial 2026, seleccionados por aficionados, para aficionados.",
  },
  pages: {
    cities: {
      title: "Todas las ciudades",
      description: "Todas las ciudades de EE. UU. con lugares para ver el Mundial 2026, por estado: bares deportivos, pubs y reuniones para ver los partidos.",
    },
    blog: {
      title: "Blog del Mundial 2026",
      description: "Guías de ciudades y consejos para el día de partido para ver el Mundial 2026 en EE. UU.: dónde verlo, streaming y etiqueta de aficionado.",
    },
    faq: {
      title: "Preguntas frecuentes del Mundial 2026",
      description:
        "Respuestas para aficionados que ven la Copa Mundial de la FIFA 2026 en EE. UU.: fechas y sedes, cómo encontrar un bar, streaming y TV, eventos, boletos y viajes.",
    },
    about: {
      title: "Quiénes somos",
      description:
        "Un directorio independiente, hecho por aficionados, de lugares para ver el Mundial 2026 en ciudades de EE. UU. Fichas honestas, sin reseñas falsas, publicidad señalada.",
    },
    contact: {
      title: "Contáctanos",
      description: "Preguntas, correcciones, fichas de lugares o patrocinio de ciudad: escríbenos. Respondemos en menos de 24 horas.",
    },
    submit: { title: "Registrar un lugar", description: "Publica tu bar, pub o watch party para los aficionados del Mundial 2026 en tu ciudad." },
    bookmarks: { title: "Mis lugares guardados", description: "Los lugares que guardaste para ver los partidos del Mundial" },
    reminders: {
      title: "Avisos de partidos",
      description: "Tus avisos por correo antes de los partidos de tus equipos: confírmalos, cámbialos o date de baja.",
    },
  },
  headings: {
    cities: { title: "Todas las ciudades", subtitle: "Encuentra lugares para ver el Mundial en ciudades de todo EE. UU., por estado." },
    blog: { title: "Blog del Mundial 2026", subtitle: "Guías de ciudades y consejos para el día de partido, de aficionados para aficionados" },
    faq: { title: "Preguntas frecuentes", subtitle: "Todo lo que necesitas saber para ver la Copa Mundial de la FIFA 2026" },
    submit: { title: "Registrar un lugar", subtitle: "Ayuda a otros aficionados a descubrir buenos lugares para ver el Mundial en tu ciudad" },
    bookmarks: { title: "Mis lugares guardados", subtitle: "Los lugares que guardaste para ver los partidos del Mundial" },
    contact: { title: "Contáctanos", subtitle: "Preguntas, correcciones, fichas o patrocinios: nos encantará saber de ti." },
  },
  city: {
    title: "Dónde ver el Mundial en {city}",
    description:
      "{count, plural, one {# lugar} other {# lugares}} para ver el Mundial 2026 en {city}: bares deportivos, pubs, zonas de aficionados y reuniones para ver los partidos.",
    listName: "Lugares para ver el Mundial en {city}",
  },
  season: {
    pages: {
      faq: {
        title: "Preguntas frecuentes: ver fútbol en EE. UU.",
        description:
          "Respuestas para aficionados que ven fútbol en EE. UU.: cómo encontrar un bar para la Premier League, LaLiga, la Bundesliga, la Serie A o la Ligue 1, streaming y TV, bares de aficionados y el Mundial 2026.",
      },
      submit: { description: "Publica tu bar, pub o reunión para ver los partidos para los aficionados al fútbol de tu ciudad, toda la temporada." },
      bookmarks: { description: "Los lugares que guardaste para ver los partidos de esta temporada" },
    },
    headings: {
      faq: { subtitle: "Todo lo que necesitas saber para ver fútbol en EE. UU." },
      submit: { subtitle: "Ayuda a otros aficionados a descubrir buenos lugares para ver fútbol en tu ciudad" },
      bookmarks: { subtitle: "Los lugares que guardaste para ver los partidos de esta temporada" },
    },
    city: {
      title: "Dónde ver fútbol en {city}",
      description:
        "{count, plural, one {# lugar} other {# lugares}} para ver fútbol en {city}: bares deportivos, pubs y bares de aficionados que pasan los partidos de esta temporada.",
      listName: "Lugares para ver fútbol en {city}",
    },
  },
  venue: {
    title: "{venue} en {city}",
    description: "Mira el Mundial 2026 en {venue}, {address}.",
  },
  missing: {
    city: "Ciudad no encontrada",
    venue: "Lugar no encontrado",
    post: "Artículo no encontrado",
    match: "Partido no encontrado",
    team: "Equipo aún no cubierto",
    competition: "Competición aún no cubierta",
  },
  notFound: "404 Página no encontrada",
  matches: {
    title: "Calendario y resultados del Mundial 2026",
    description: "Los 104 partidos del Mundial 2026: horarios en tu zona horaria, resultados y dónde ver cada partido en ciudades de EE. UU.",
  },
  whatsOn: {
    title: "Qué hay: fútbol para ver esta semana",
    description:
      "Cada partido que reúne a los aficionados en EE. UU., de la Premier League a LaLiga: horarios en tu zona horaria y cuántos lugares cerca de ti lo pasan.",
  },
  competitions: {
    title: "Competiciones",
    description: "Las ligas y torneos del sitio: sus partidos y resultados, de dónde vienen los datos y cuán recientes son.",
  },
  competition: {
    title: "{name} {season}: partidos y resultados",
    description: "{name} {season}: todos los partidos y resultados, horarios en tu zona horaria y dónde verlos en ciudades de EE. UU.",
  },
  match: {
    title: "{title}, {stage} (Partido {number})",
    description: "{title}, Mundial 2026, {stage} en {stadium}, {hostCity} ({kickoff} hora local).{result} Dónde verlo cerca de ti.",
    result: " Resultado: {result}.",
  },
  team: {
    title: "{team} en el Mundial 2026",
    description:
      "Los partidos y resultados de {team} en el Mundial 2026, un calendario para seguirlos y bares de aficionados para verlos en ciudades de EE. UU.",
  },
  clubMatch: {
    title: "{title}, {competition} {round}: dónde verlo",
    description: "{title}, {competition} {round}, {kickoff}.{result} Bares y reuniones para ver los partidos que lo pasan en ciudades de EE. UU.",
    result: " Resultado: {result}.",
  },
  club: {
    title: "{team}: partidos y dónde verlos",
    description:
      "Los partidos y resultados de {team} en {competitions}, un calendario para seguirlos y bares de aficionados para verlos en ciudades de EE. UU.",
  },
} satisfies Messages<typeof en>;
