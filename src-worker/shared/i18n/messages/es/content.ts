import type { Messages } from "../../catalog";
import type en from "../en/content";

export default {
  faq: {
    breadcrumb: "Preguntas frecuentes",
    quickNav: "Navegación rápida",
    loading: "Cargando preguntas",
    moreTitle: "¿Todavía tienes preguntas?",
    moreText: "¿No encuentras lo que buscas? Explora nuestras páginas de ciudades o registra tu lugar para ayudar a otros aficionados.",
    browseCities: "Ver ciudades",
    submitVenue: "Registra tu lugar",
  },
  cityFaq: {
    heading: "Preguntas frecuentes sobre el Mundial en {city}",
    more: "¿Tienes más preguntas sobre cómo ver el torneo?",
    seasonHeading: "Preguntas frecuentes sobre ver fútbol en {city}",
    seasonMore: "¿Tienes más preguntas sobre cómo ver fútbol?",
    readAll: "Lee todas las preguntas frecuentes",
  },
  cityPosts: {
    heading: "Guías y consejos locales",
    intro: "Artículos para ver el Mundial en {city}.",
    seasonIntro: "Artículos para ver fútbol en {city}.",
    viewAll: "Ver todos los artículos",
  },
  blog: {
    loading: "Cargando artículos del blog",
    failed: "No se pudieron cargar los artículos del blog",
    retry: "Intentar de nuevo",
    emptyTitle: "Todavía no hay artículos",
    emptyText: "Pronto llegarán guías de ciudades y consejos para el día del partido.",
  },
  post: {
    back: "Volver al blog",
    loading: "Cargando artículo",
    byline: "Por {author}",
    loadFailed: "No se pudo cargar este artículo",
    missingText: "Es posible que se haya movido o eliminado.",
    failedText: "Revisa tu conexión e intenta de nuevo.",
    retry: "Intentar de nuevo",
    ctaTitle: "Encuentra el lugar perfecto para ver el Mundial",
    ctaTextBefore: "Explora nuestro directorio de los mejores bares deportivos, cines y zonas de aficionados para ver cada partido del Mundial 2026.",
    ctaTextAfter:
      "Explora nuestro directorio de los bares deportivos, cines y zonas de aficionados donde los aficionados vieron el Mundial 2026, y revive cada partido en su página.",
    ctaLink: "Ver lugares",
    otherLanguage: "Este artículo solo está disponible en inglés.",
    otherLanguageLink: "Ver los artículos en español",
  },
  about: {
    title: "Acerca de {site}",
    subtitle: "{tagline}. {description}.",
    contactPage: "nuestra página de contacto",
    mission: {
      title: "Nuestra misión",
      before:
        "El Mundial 2026 se juega del 11 de junio al 19 de julio de 2026, con 104 partidos, 78 de ellos en Estados Unidos. La mayoría de los aficionados lo verá con amigos en un bar, un restaurante, un cine o una fan zone, no en un estadio.",
      after:
        "El Mundial 2026 se jugó del 11 de junio al 19 de julio de 2026, con 104 partidos, 78 de ellos en Estados Unidos. La mayoría de los aficionados lo vio con amigos en un bar, un restaurante, un cine o una fan zone, no en un estadio.",
      season:
        "El Mundial 2026 se jugó del 11 de junio al 19 de julio de 2026, con 104 partidos, 78 de ellos en Estados Unidos. Ahora es temporada de clubes: cada fin de semana los aficionados se juntan para ver la Premier League, LaLiga, la Bundesliga, la Serie A y la Ligue 1, con amigos en un bar, un pub o un restaurante.",
      goal: "Queremos que cada aficionado encuentre un buen lugar para ver los partidos, con las pantallas, la comida y el ambiente que busca, en un minuto, desde el celular, el mismo día del partido.",
      disclaimer:
        "{site} es un directorio independiente hecho por aficionados. No es oficial y no tiene relación con la FIFA, ninguna federación ni ninguna ciudad sede, ni cuenta con su respaldo. Pronto tendremos nuestro propio dominio.",
      disclaimerSister:
        "{site} es un directorio independiente hecho por aficionados. No es oficial y no tiene relación con la FIFA, ninguna federación ni ninguna ciudad sede, ni cuenta con su respaldo. Pronto tendremos nuestro propio dominio; mientras tanto, visita nuestra guía hermana, <link>{sister}</link>.",
    },
    audiences: {
      fans: {
        title: "Para aficionados",
        text: "Explora bares deportivos, pubs, restaurantes, cervecerías, cines, zonas de aficionados y reuniones para ver los partidos ciudad por ciudad. Filtra por comida, pantallas grandes, lugares familiares y horario nocturno, guarda lugares sin crear una cuenta, califica los lugares donde estuviste y lee nuestras guías de ciudades y consejos para el día del partido.",
      },
      venues: {
        title: "Para lugares",
        text: "¿Transmites los partidos? Registra tu lugar para que los aficionados te encuentren. Revisamos las solicitudes en 24 a 48 horas y te avisamos por correo cuando tu lugar esté publicado. ¿Quieres más visibilidad? Reclama y destaca tu lugar para tener 30 días de posición preferente, siempre marcada como Destacado.",
        action: "Registrar un lugar",
      },
    },
    howItWorks: {
      title: "Cómo funciona",
      step: "Paso {n, number}: ",
      steps: {
        find: {
          title: "Encuentra tu ciudad",
          text: "Busca tu ciudad o elígela de la lista de unas 95 ciudades de Estados Unidos, incluidas las 11 ciudades sede del país.",
        },
        compare: {
          title: "Compara los lugares",
          text: "Mira los lugares en una lista o en un mapa y filtra por comida, pantallas grandes, ambiente familiar, horario nocturno y tipo de lugar.",
        },
        save: {
          title: "Guarda y ve",
          text: "Toca el corazón para guardar tu favorito y un par de opciones de respaldo, y confirma con el lugar antes de un partido importante.",
        },
      },
    },
    values: {
      title: "Lo que defendemos",
      items: {
        honest: {
          title: "Fichas honestas",
          text: "Los lugares los revisan personas o vienen de fuentes de datos confiables, y cada ficha muestra cuándo se actualizó por última vez. El horario viene de la información del propio lugar; nunca lo adivinamos.",
        },
        reviews: {
          title: "Sin reseñas falsas",
          text: "Las calificaciones vienen solo de aficionados que usan este sitio, una por aficionado y por lugar. Nunca creamos, compramos ni inventamos calificaciones ni reseñas, y si un lugar no tiene calificaciones, lo dice.",
        },
        paid: {
          title: "Lo pagado está señalado",
          text: "Los lugares destacados y los patrocinadores de la ciudad pagan por visibilidad, y siempre aparecen marcados como Destacado o Patrocinador. Pagar nunca cambia una calificación.",
        },
      },
    },
    contact: {
      title: "Contáctanos",
      text: "¿Viste una ficha con errores, quieres registrar tu lugar o te interesa patrocinar una ciudad? Escríbenos a <mail></mail> o usa el <form>formulario de contacto</form>. Respondemos en menos de 24 horas.",
    },
    privacy: {
      title: "Privacidad",
      intro: "Los aficionados no necesitan una cuenta, y no te pedimos tu nombre ni tu correo para explorar, guardar o calificar.",
      items: {
        anonymousId:
          "<b>Identificador anónimo.</b> En tu primera visita, tu navegador crea un identificador aleatorio y lo guarda en su almacenamiento local. Tus lugares guardados y tus calificaciones se guardan solo con ese identificador. Si borras los datos de este sitio en tu navegador, el identificador desaparece y ya no se puede acceder a lo que guardaste con él.",
        admins:
          "<b>Lo que ven los administradores.</b> Los administradores del sitio pueden ver los lugares registrados (incluido el correo de contacto que nos das), las compras de fichas, y las calificaciones y lugares guardados por identificador anónimo. No pueden saber quién está detrás de un identificador.",
        payments:
          "<b>Pagos.</b> Stripe procesa los pagos. Los datos de tu tarjeta van a Stripe, nunca a nosotros; recibimos el estado del pago y el correo que das al pagar.",
        email:
          "<b>Correo electrónico.</b> Si registras un lugar, te escribimos sobre esa solicitud (por ejemplo, cuando se aprueba). No enviamos boletines a menos que los pidas.",
        reminders:
          "<b>Avisos de partidos.</b> Si pides correos antes de los partidos de un equipo, guardamos tu correo, los equipos que sigues, la ciudad cuyos lugares quieres, el idioma en que te suscribiste y cuándo confirmaste. No enviamos nada más que la confirmación hasta que uses su enlace; un correo nunca confirmado se borra a los 7 días. Cada aviso trae una baja con un clic y un enlace a tu página, donde cambias lo que sigues o borras tu correo y todo lo demás. Tu ubicación, si la compartes, solo sirve para elegir la ciudad más cercana y no se guarda.",
        logs: "<b>Registros y protección contra abusos.</b> Nuestros servidores registran la ruta, el estado y la duración de cada solicitud para mantener el sitio funcionando, y guardan contadores de corta duración por dirección de red o identificador anónimo para frenar abusos. Los mapas cargan sus mosaicos desde un servidor de mapas, que ve tu dirección de red como cualquier sitio web.",
      },
      closing: "Sin rastreadores publicitarios y sin venta de datos. Si tienes preguntas sobre tus datos: <mail></mail>.",
    },
    terms: {
      title: "Términos",
      items: {
        information:
          "Las fichas son informativas. El horario, las pantallas y el partido que se transmite pueden cambiar, así que confirma con el lugar antes de ir. No somos responsables de los lugares, los eventos ni sus reglas de entrada.",
        independent:
          "Este es un directorio independiente de aficionados, no un servicio oficial de la FIFA. Los nombres de equipos, torneos y lugares pertenecen a sus dueños.",
        review:
          "Revisamos los lugares registrados antes de publicarlos; podemos corregir fichas para que sean precisas o rechazarlas. La posición de Destacado dura 30 días y siempre está señalada.",
        ratings: "Las calificaciones deben ser honestas y tuyas: una por aficionado y por lugar. Eliminamos las calificaciones hechas por medios automáticos.",
      },
      questions: "Si tienes preguntas sobre un pago o una ficha: <mail></mail>.",
    },
  },
} satisfies Messages<typeof en>;
