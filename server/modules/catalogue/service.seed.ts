import type { EntityManager } from '@mikro-orm/postgresql';
import { type DemoPictureSet, illustration, type PictureMotif, type PictureTheme } from '#server/db/demo-pictures.ts';
import type { SeededRandom } from '#server/db/seeded-random.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { findArea } from '#shared/locations/areas.ts';
import { slugWithSuffix } from '#shared/text/slug.ts';
import type { CategoryEntity } from './category.entity.ts';
import { ServiceAddonEntity } from './service-addon.entity.ts';
import { ServicePictureEntity } from './service-picture.entity.ts';
import { ServiceEntity } from './service.entity.ts';
import type { SubcategoryItemEntity } from './subcategory-item.entity.ts';

export type DemoCategoryName = PictureTheme;

interface AddonSeed {
  title: string;
  description: string | null;
  unitType: 'custom' | 'participant';
  /** Kroner per unit, lowest and highest. */
  price: [number, number];
  unitTimeMinutes: number;
  maxUnits: number;
  unitsInBasePrice?: number;
}

/** One kind of service a demo provider may sell; titles and text are written out, prices drawn from ranges. */
export interface ServiceTemplate {
  category: DemoCategoryName;
  subcategory: string;
  /** Item names within the subcategory that the service is filed under. */
  items: string[];
  /** Title variants; `{city}` becomes the provider's city. */
  titles: string[];
  /** Speaks as `{Vi}`, `{vi}` and `{oss}`, which become "Jeg", "jeg" and "meg" for a one-person provider. */
  description: string;
  tags: string[];
  included: string[];
  checklist: string[];
  priceType: 'fixed' | 'from';
  /** Kroner, lowest and highest; the drawn price ends in 90 like real price lists. */
  price: [number, number];
  durationMinutes: [number, number];
  participants?: [number, number];
  addons: AddonSeed[];
  motif: PictureMotif;
}

const cleaningAddons = {
  extraHour: { title: 'Ekstra time', description: 'Mer tid til det som trenger litt ekstra.', unitType: 'custom', price: [550, 650], unitTimeMinutes: 60, maxUnits: 4 },
  fridge: { title: 'Vask av kjøleskap', description: 'Innvendig vask av kjøleskap og fryser. Tøm det gjerne på forhånd.', unitType: 'custom', price: [350, 450], unitTimeMinutes: 45, maxUnits: 1 },
  oven: { title: 'Rengjøring av stekeovn', description: 'Innvendig vask av ovn, rister og stekebrett.', unitType: 'custom', price: [450, 590], unitTimeMinutes: 60, maxUnits: 1 },
  ironing: { title: 'Stryking av klær', description: 'Per halvtime med stryking.', unitType: 'custom', price: [250, 320], unitTimeMinutes: 30, maxUnits: 4 },
  balcony: { title: 'Vask av balkong', description: 'Feiing, gulvvask og avtørking av rekkverk.', unitType: 'custom', price: [390, 590], unitTimeMinutes: 45, maxUnits: 1 },
  windows: { title: 'Vindusvask innvendig', description: 'Per vindu, innvendig side med karm.', unitType: 'custom', price: [60, 90], unitTimeMinutes: 8, maxUnits: 30 },
  storage: { title: 'Vask av bod eller garasje', description: null, unitType: 'custom', price: [490, 790], unitTimeMinutes: 60, maxUnits: 2 },
  extraRoom: { title: 'Ekstra rom', description: 'For boliger med flere soverom enn prisen dekker.', unitType: 'custom', price: [290, 390], unitTimeMinutes: 30, maxUnits: 4 },
} satisfies Record<string, AddonSeed>;

const eventAddons = {
  guest: { title: 'Ekstra gjest', description: 'Per gjest utover antallet i grunnprisen.', unitType: 'participant', price: [290, 450], unitTimeMinutes: 0, maxUnits: 80 },
  child: { title: 'Ekstra barn', description: 'Per barn utover antallet i prisen.', unitType: 'participant', price: [150, 250], unitTimeMinutes: 0, maxUnits: 15 },
  serverHour: { title: 'Ekstra servitør', description: 'Per servitør og time.', unitType: 'custom', price: [450, 590], unitTimeMinutes: 60, maxUnits: 6 },
  extraHour: { title: 'Ekstra time', description: null, unitType: 'custom', price: [900, 1_500], unitTimeMinutes: 60, maxUnits: 4 },
  album: { title: 'Fotobok i lin', description: '30 sider, trykket i Norge.', unitType: 'custom', price: [1_900, 2_900], unitTimeMinutes: 0, maxUnits: 3 },
  dessert: { title: 'Dessertbord', description: 'Kaker, sjokolademousse og frukt.', unitType: 'participant', price: [89, 129], unitTimeMinutes: 0, maxUnits: 80 },
  setup: { title: 'Rigging og rydding', description: 'Vi rigger bord og stoler før og rydder etterpå.', unitType: 'custom', price: [1_490, 2_490], unitTimeMinutes: 90, maxUnits: 1 },
  flowers: { title: 'Blomster på bordene', description: 'Sesongens blomster i små vaser, per bord.', unitType: 'custom', price: [190, 290], unitTimeMinutes: 0, maxUnits: 12 },
} satisfies Record<string, AddonSeed>;

const musicAddons = {
  extraHour: { title: 'Ekstra time', description: 'Når festen ikke vil slutte.', unitType: 'custom', price: [1_200, 2_500], unitTimeMinutes: 60, maxUnits: 3 },
  lights: { title: 'Lyspakke', description: 'Lysrigg, røykmaskin og dansegulvlys.', unitType: 'custom', price: [1_490, 2_990], unitTimeMinutes: 0, maxUnits: 1 },
  ceremony: { title: 'Musikk under vielsen', description: 'Inngang, ett musikalsk innslag og utgang.', unitType: 'custom', price: [1_990, 2_990], unitTimeMinutes: 45, maxUnits: 1 },
  song: { title: 'Ønskelåt innstudert', description: 'En låt dere ønsker, øvd inn til dagen.', unitType: 'custom', price: [900, 1_500], unitTimeMinutes: 0, maxUnits: 3 },
  travel: { title: 'Reise utenfor byen', description: 'Per påbegynte 50 km.', unitType: 'custom', price: [400, 700], unitTimeMinutes: 30, maxUnits: 6 },
  microphone: { title: 'Trådløs mikrofon til taler', description: null, unitType: 'custom', price: [390, 590], unitTimeMinutes: 0, maxUnits: 2 },
  guests: { title: 'Større lydanlegg', description: 'Per 50 gjester utover det som er inkludert.', unitType: 'participant', price: [490, 890], unitTimeMinutes: 0, maxUnits: 300, unitsInBasePrice: 100 },
} satisfies Record<string, AddonSeed>;

const homeChecklist = ['Rydd bort løse gjenstander fra gulv og benker', 'Gi beskjed om nøkkel, kode eller nøkkelboks', 'Si fra om husdyr i boligen', 'Sørg for at vann og strøm er på'];
const eventChecklist = ['Send antall gjester og allergier senest en uke før', 'Oppgi adresse, parkering og adkomst til lokalet', 'Avklar tidspunkt for rigging og nedrigg med lokalet'];
const musicChecklist = ['Sørg for strømuttak (230 V) nær der musikken skal stå', 'Send kjøreplan og ønskelåter senest en uke før', 'Oppgi kontaktperson på stedet'];

/** Every service kind in the demo, keyed by an id the provider seeds name. */
export const serviceTemplates = {
  'weekly-cleaning': {
    category: 'cleaning',
    subcategory: 'recurring',
    items: ['weekly'],
    titles: ['Fast rengjøring hver uke', 'Ukentlig vask av hjemmet', 'Fast ukesvask i {city}'],
    description:
      'Kom hjem til et rent hjem hver uke. {Vi} vasker kjøkken, bad, soverom og stue etter en fast sjekkliste, og du får samme renholder hver gang. {Vi} tar med miljømerkede vaskemidler og alt utstyr. Prisen gjelder bolig inntil 80 m²; større boliger legger til ekstra tid.',
    tags: ['vask', 'rengjøring', 'fast vask', 'ukentlig', 'hjemmevask'],
    included: ['Støvsuging og gulvvask i alle rom', 'Vask av bad, toalett og dusj', 'Avtørking av kjøkkenbenk, fronter og hvitevarer utvendig', 'Tømming av søppel', 'Støvtørking av overflater og lister'],
    checklist: homeChecklist,
    priceType: 'fixed',
    price: [990, 1_390],
    durationMinutes: [150, 180],
    addons: [cleaningAddons.extraHour, cleaningAddons.fridge, cleaningAddons.oven, cleaningAddons.ironing, cleaningAddons.extraRoom],
    motif: 'bucket',
  },
  'biweekly-cleaning': {
    category: 'cleaning',
    subcategory: 'recurring',
    items: ['biweekly'],
    titles: ['Fast vask annenhver uke', 'Rengjøring annenhver uke', 'Annenhver-uke-vask av leilighet'],
    description:
      'Den mest valgte ordningen: grundig vasking annenhver uke, så hjemmet aldri rekker å bli skittent. Fast renholder, fast dag og fast pris. Du kan hoppe over en vask når du er bortreist; si fra senest to dager før.',
    tags: ['vask', 'rengjøring', 'annenhver uke', 'fast vask', 'vasking'],
    included: ['Støvsuging og gulvvask', 'Vask av bad og toalett', 'Kjøkkenbenk, komfyr og vask', 'Speil og glassflater', 'Skifte av sengetøy på forespørsel'],
    checklist: homeChecklist,
    priceType: 'fixed',
    price: [1_090, 1_590],
    durationMinutes: [180, 210],
    addons: [cleaningAddons.extraHour, cleaningAddons.fridge, cleaningAddons.balcony, cleaningAddons.ironing],
    motif: 'spray',
  },
  'monthly-cleaning': {
    category: 'cleaning',
    subcategory: 'recurring',
    items: ['every-four-weeks'],
    titles: ['Rengjøring hver fjerde uke', 'Månedlig hovedrengjøring'],
    description:
      'For deg som holder det ryddig selv, men vil ha en skikkelig vask en gang i måneden. {Vi} tar de tunge jobbene: bad, kjøkken, gulv og lister, og avslutter med en runde med støvtørking.',
    tags: ['vask', 'rengjøring', 'hver fjerde uke', 'månedlig vask'],
    included: ['Grundig vask av bad med avkalking', 'Kjøkkenfronter og hvitevarer utvendig', 'Støvsuging under møbler', 'Gulvvask i alle rom'],
    checklist: homeChecklist,
    priceType: 'fixed',
    price: [1_290, 1_790],
    durationMinutes: [210, 240],
    addons: [cleaningAddons.extraHour, cleaningAddons.oven, cleaningAddons.fridge, cleaningAddons.windows],
    motif: 'bucket',
  },
  'deep-clean': {
    category: 'cleaning',
    subcategory: 'one-time',
    items: ['deep-clean'],
    titles: ['Storrengjøring av hjemmet', 'Grundig vårrengjøring', 'Hovedrengjøring fra tak til gulv'],
    description:
      'En storrengjøring som tar alt: innsiden av skap, lister, dørkarmer, fliser og fuger. Perfekt før jul, etter en lang vinter eller når du bare vil starte på nytt. Med to renholdere er jobben gjort på én dag.',
    tags: ['storrengjøring', 'rengjøring', 'vårrengjøring', 'vasking', 'engangsvask'],
    included: ['Vask av skap og skuffer innvendig', 'Lister, dører og karmer', 'Avkalking av bad og fliser', 'Hvitevarer utvendig', 'Gulvvask med riktig middel for gulvtypen'],
    checklist: [...homeChecklist, 'Tøm skap og skuffer som skal vaskes innvendig'],
    priceType: 'from',
    price: [2_990, 4_490],
    durationMinutes: [300, 420],
    addons: [cleaningAddons.oven, cleaningAddons.fridge, cleaningAddons.windows, cleaningAddons.balcony, cleaningAddons.storage],
    motif: 'spray',
  },
  'after-renovation': {
    category: 'cleaning',
    subcategory: 'one-time',
    items: ['after-renovation'],
    titles: ['Vask etter oppussing', 'Byggvask etter håndverkere'],
    description:
      'Byggstøv legger seg overalt. {Vi} fjerner støv fra vegger, tak, lister og ventiler, vasker vinduer og gulv, og gjør boligen klar til innflytting. Vi bruker støvsugere med HEPA-filter så støvet ikke bare flytter seg.',
    tags: ['byggvask', 'vask etter oppussing', 'rengjøring', 'støv', 'vask'],
    included: ['Støvsuging av vegger, tak og ventiler', 'Vask av alle flater og skap', 'Fjerning av malingssøl på glass', 'Gulvvask to ganger'],
    checklist: ['Håndverkerne må være ferdige og ha ryddet ut', 'Strøm og vann må være på', 'Gi beskjed om spesielle gulv (oljet tre, mikrosement)'],
    priceType: 'from',
    price: [3_490, 5_990],
    durationMinutes: [360, 480],
    addons: [cleaningAddons.extraHour, cleaningAddons.windows, cleaningAddons.storage],
    motif: 'spray',
  },
  'before-viewing': {
    category: 'cleaning',
    subcategory: 'one-time',
    items: ['before-viewing'],
    titles: ['Rengjøring før visning', 'Visningsvask som selger'],
    description:
      'Førsteinntrykket teller. {Vi} får boligen til å skinne før fotografering og visning: blanke flater, rene vinduer og et bad som lukter friskt. {Vi} kan komme kvelden før eller tidlig samme morgen.',
    tags: ['visningsvask', 'rengjøring', 'boligsalg', 'vask', 'vindusvask'],
    included: ['Blanke flater på kjøkken og bad', 'Speil og vinduer innvendig', 'Gulvvask i alle rom', 'Støvtørking av lamper og lister'],
    checklist: ['Rydd og depersonaliser før vi kommer', 'Avtal tid med megler og fotograf'],
    priceType: 'fixed',
    price: [2_490, 3_490],
    durationMinutes: [210, 270],
    addons: [cleaningAddons.extraHour, cleaningAddons.balcony, cleaningAddons.oven],
    motif: 'window',
  },
  'move-out-apartment': {
    category: 'cleaning',
    subcategory: 'move-out',
    items: ['apartment'],
    titles: ['Flyttevask av leilighet', 'Flyttevask i {city}', 'Utvask av leilighet før overtakelse'],
    description:
      'Flyttevask etter sjekklisten utleiere og meglere bruker, så du får tilbake depositumet. {Vi} vasker skap innvendig, hvitevarer inn- og utvendig, bad med avkalking, vinduer og alle gulv. Prisen gjelder leilighet inntil 60 m².',
    tags: ['flyttevask', 'utvask', 'leilighet', 'vask', 'depositum'],
    included: ['Kjøleskap, fryser, ovn og oppvaskmaskin inn- og utvendig', 'Skap og skuffer innvendig', 'Bad med avkalking og sluk', 'Vinduer innvendig', 'Lister, dører og stikkontakter'],
    checklist: ['Boligen må være tømt for møbler og eiendeler', 'Kjøleskap og fryser må være avrimet', 'Strøm og vann må være på til vi er ferdige'],
    priceType: 'from',
    price: [3_490, 5_490],
    durationMinutes: [270, 330],
    addons: [cleaningAddons.balcony, cleaningAddons.storage, cleaningAddons.windows, cleaningAddons.extraRoom],
    motif: 'moving',
  },
  'move-out-guarantee': {
    category: 'cleaning',
    subcategory: 'move-out',
    items: ['approval-guarantee', 'apartment'],
    titles: ['Flyttevask med godkjenningsgaranti', 'Flyttevask – garantert godkjent'],
    description:
      'Blir ikke vasken godkjent ved overtakelse, kommer {vi} tilbake innen 48 timer og vasker på nytt uten ekstra kostnad. {Vi} dokumenterer med bilder når {vi} er ferdige, så du har noe å vise utleier eller kjøper.',
    tags: ['flyttevask', 'godkjenningsgaranti', 'rengjøring', 'utflytting', 'vask'],
    included: ['Alt i vanlig flyttevask', 'Bilder av resultatet rom for rom', 'Ny vask innen 48 timer ved avvik', 'Vinduer innvendig og utvendig der det er trygt'],
    checklist: ['Boligen må være tom', 'Avtal overtakelse minst én dag etter vasken', 'Send oss sjekklisten fra utleier eller megler hvis du har en'],
    priceType: 'from',
    price: [4_490, 6_990],
    durationMinutes: [330, 420],
    addons: [cleaningAddons.balcony, cleaningAddons.storage, cleaningAddons.extraRoom],
    motif: 'moving',
  },
  'move-out-house': {
    category: 'cleaning',
    subcategory: 'move-out',
    items: ['house'],
    titles: ['Flyttevask av enebolig og rekkehus', 'Flyttevask av hus'],
    description:
      'Flyttevask for hus over flere plan, med vaskerom, bod og trapper. Vi stiller med et team på tre og tar gjerne garasje og uteplass i samme slengen.',
    tags: ['flyttevask', 'enebolig', 'rekkehus', 'rengjøring', 'vask'],
    included: ['Alle rom, trapper og ganger', 'Vaskerom og bod', 'Hvitevarer inn- og utvendig', 'Vinduer innvendig'],
    checklist: ['Huset må være tømt', 'Gi beskjed om parkering for to biler', 'Strøm og vann må være på'],
    priceType: 'from',
    price: [6_990, 12_900],
    durationMinutes: [420, 540],
    addons: [cleaningAddons.storage, cleaningAddons.balcony, cleaningAddons.windows, cleaningAddons.extraHour],
    motif: 'moving',
  },
  'windows-inside-outside': {
    category: 'cleaning',
    subcategory: 'windows',
    items: ['inside', 'outside'],
    titles: ['Vindusvask innvendig og utvendig', 'Vindusvask for leilighet', 'Stripefri vindusvask i {city}'],
    description:
      'Krystallklare vinduer uten striper. {Vi} vasker glass innvendig og utvendig med profesjonell nal og rent vann, og tørker av karmene etterpå. Prisen gjelder inntil 12 vinduer; flere vinduer legges til per stykk.',
    tags: ['vindusvask', 'vinduer', 'vasking', 'glass', 'rengjøring'],
    included: ['Glass innvendig og utvendig', 'Avtørking av karmer', 'Speil på bad og gang'],
    checklist: ['Flytt planter og pynt bort fra vinduskarmene', 'Si fra om vinduer som ikke kan vendes'],
    priceType: 'from',
    price: [990, 1_990],
    durationMinutes: [90, 150],
    addons: [cleaningAddons.windows, cleaningAddons.balcony],
    motif: 'window',
  },
  'windows-frames': {
    category: 'cleaning',
    subcategory: 'windows',
    items: ['frames', 'inside'],
    titles: ['Vindusvask med karmer og lister', 'Grundig vindusvask med karmer'],
    description:
      '{Vi} tar hele vinduet: glass, karmer, hengsler og lister, og vasker persienner på forespørsel. Godt før sommeren eller jul når sollyset avslører alt.',
    tags: ['vindusvask', 'karmer', 'lister', 'vasking', 'vinduer'],
    included: ['Glass på begge sider', 'Karmer, hengsler og lister', 'Vinduskarmer innvendig'],
    checklist: ['Rydd vinduskarmene', 'Gi beskjed om høye vinduer som krever stige'],
    priceType: 'fixed',
    price: [1_490, 2_290],
    durationMinutes: [120, 180],
    addons: [cleaningAddons.windows],
    motif: 'window',
  },
  'windows-house': {
    category: 'cleaning',
    subcategory: 'windows',
    items: ['outside'],
    titles: ['Utvendig vindusvask for hus', 'Vindusvask utvendig med stang'],
    description:
      '{Vi} vasker utvendig med vannfødt teleskopstang og renset vann opp til tre etasjer, uten stige og uten striper. {Vi} kommer også når du ikke er hjemme.',
    tags: ['vindusvask', 'utvendig', 'enebolig', 'vask'],
    included: ['Utvendige glass opp til tre etasjer', 'Karmer utvendig', 'Inngangsparti og glassdør'],
    checklist: ['Sørg for at vi kommer til rundt huset', 'Lås opp port og hage'],
    priceType: 'from',
    price: [1_990, 3_490],
    durationMinutes: [120, 210],
    addons: [cleaningAddons.windows, cleaningAddons.extraHour],
    motif: 'window',
  },
  'office-daily': {
    category: 'cleaning',
    subcategory: 'office',
    items: ['daily'],
    titles: ['Kontorrenhold etter arbeidstid', 'Daglig renhold av kontor', 'Fast kontorvask i {city}'],
    description:
      'Renhold av kontorer og fellesarealer etter at dere har gått for dagen. {Vi} følger en avtalt renholdsplan, fyller på papir og såpe, og sender en kort rapport etter hver vask. Prisen gjelder kontor inntil 200 m².',
    tags: ['kontorvask', 'renhold', 'rengjøring', 'bedrift', 'vask'],
    included: ['Tømming av søppel og kildesortering', 'Pulter og kontaktflater', 'Kjøkken og pauserom', 'Toaletter og påfyll av forbruksvarer', 'Gulvvask'],
    checklist: ['Avtal tilgang med adgangskort eller nøkkel', 'Rydd pultene før vi kommer'],
    priceType: 'from',
    price: [1_490, 2_990],
    durationMinutes: [90, 150],
    addons: [cleaningAddons.extraHour, cleaningAddons.fridge, cleaningAddons.windows],
    motif: 'office',
  },
  'office-periodic': {
    category: 'cleaning',
    subcategory: 'office',
    items: ['periodic'],
    titles: ['Periodisk rengjøring av kontor', 'Storrengjøring av kontorlokaler'],
    description:
      'Det daglige renholdet holder ikke i lengden. En eller to ganger i året tar {vi} lister, ventiler, skap, kjøkkenmaskiner og gulvpleie, gjerne i helger så dere ikke blir forstyrret.',
    tags: ['storrengjøring', 'kontor', 'vasking', 'gulvvask', 'renhold'],
    included: ['Lister, dører og ventiler', 'Kjøkkenmaskiner inn- og utvendig', 'Maskinell gulvvask', 'Vinduer innvendig'],
    checklist: ['Avtal tidspunkt utenom arbeidstid', 'Rydd gulvene for esker og kabler'],
    priceType: 'from',
    price: [3_990, 7_990],
    durationMinutes: [240, 360],
    addons: [cleaningAddons.extraHour, cleaningAddons.windows],
    motif: 'office',
  },
  'wedding-planning': {
    category: 'events',
    subcategory: 'wedding',
    items: ['planning'],
    titles: ['Bryllupsplanlegging fra A til Å', 'Bryllupskoordinator på dagen', 'Planlegging av bryllup i {city}'],
    description:
      '{Vi} hjelper dere med lokale, leverandører, budsjett og kjøreplan, og er til stede hele bryllupsdagen så dere kan nyte den. Dere får en fast kontaktperson og jevnlige møter fram mot dagen.',
    tags: ['bryllup', 'bryllupsplanlegger', 'planlegging', 'selskap', 'koordinator'],
    included: ['Tre planleggingsmøter', 'Forslag til lokale og leverandører', 'Kjøreplan for dagen', 'Koordinator til stede inntil 10 timer'],
    checklist: eventChecklist,
    priceType: 'from',
    price: [9_900, 14_900],
    durationMinutes: [480, 600],
    participants: [60, 120],
    addons: [eventAddons.extraHour, eventAddons.flowers, eventAddons.setup],
    motif: 'toast',
  },
  'wedding-toastmaster': {
    category: 'events',
    subcategory: 'wedding',
    items: ['reception', 'ceremony'],
    titles: ['Toastmaster til bryllupet', 'Seremonimester og vert for bryllupsfesten'],
    description:
      'En erfaren toastmaster som holder tiden, introduserer talere og sørger for god stemning fra velkomstdrinken til kaken er skåret. {Vi} har et forberedende møte med brudeparet og forlovere.',
    tags: ['bryllup', 'toastmaster', 'vert', 'selskap', 'bryllupsfest'],
    included: ['Forberedende møte', 'Kjøreplan og talerliste', 'Vert hele middagen'],
    checklist: eventChecklist,
    priceType: 'fixed',
    price: [5_900, 9_900],
    durationMinutes: [300, 420],
    participants: [40, 150],
    addons: [eventAddons.extraHour],
    motif: 'toast',
  },
  'wedding-decor': {
    category: 'events',
    subcategory: 'wedding',
    items: ['reception'],
    titles: ['Bryllupsdekor og borddekking', 'Pynt og dekor til bryllupsfesten'],
    description:
      '{Vi} dekker bordene med duker, lys, servietter og blomster i fargene dere ønsker, og pynter lokalet med lyslenker og girlandere. Alt rigges før gjestene kommer og tas ned etter festen.',
    tags: ['bryllup', 'dekor', 'borddekking', 'pynt', 'selskap'],
    included: ['Duker og servietter', 'Telys og lyslenker', 'Bordkort', 'Rigging og nedrigg'],
    checklist: eventChecklist,
    priceType: 'from',
    price: [4_900, 8_900],
    durationMinutes: [180, 300],
    participants: [40, 80],
    addons: [eventAddons.flowers, eventAddons.setup],
    motif: 'balloons',
  },
  'confirmation-buffet': {
    category: 'events',
    subcategory: 'confirmation',
    items: ['serving'],
    titles: ['Konfirmasjonsbuffet med servering', 'Konfirmasjonsselskap med catering', 'Konfirmasjonsmat levert i {city}'],
    description:
      'Tradisjonell konfirmasjonsbuffet med roastbiff, laks, potetsalat, salater og nybakt brød, servert av våre servitører. {Vi} kan tilpasse menyen for allergier og vegetarianere. Prisen gjelder 25 gjester.',
    tags: ['konfirmasjon', 'catering', 'buffet', 'selskap', 'servering'],
    included: ['Buffet for 25 gjester', 'To servitører i 4 timer', 'Oppdekking og oppvask'],
    checklist: eventChecklist,
    priceType: 'from',
    price: [8_900, 13_900],
    durationMinutes: [240, 300],
    participants: [20, 30],
    addons: [eventAddons.guest, eventAddons.serverHour, eventAddons.dessert, eventAddons.setup],
    motif: 'catering',
  },
  'confirmation-decor': {
    category: 'events',
    subcategory: 'confirmation',
    items: ['decoration'],
    titles: ['Pynt og bordpynt til konfirmasjon', 'Konfirmasjonspynt med ballonger'],
    description:
      'Ballongbuer, bordløpere, navnebanner og blomster i konfirmantens farger. {Vi} kommer dagen før og pynter, og henter alt etter selskapet.',
    tags: ['konfirmasjon', 'pynt', 'ballonger', 'selskap', 'dekorasjon'],
    included: ['Ballongbue', 'Bordpynt til seks bord', 'Navnebanner', 'Nedrigg dagen etter'],
    checklist: eventChecklist,
    priceType: 'fixed',
    price: [2_490, 4_490],
    durationMinutes: [120, 180],
    participants: [20, 40],
    addons: [eventAddons.flowers, eventAddons.setup],
    motif: 'balloons',
  },
  'kids-birthday': {
    category: 'events',
    subcategory: 'birthday',
    items: ['kids'],
    titles: ['Barnebursdag med leker og aktiviteter', 'Bursdagsselskap for barn', 'Barnebursdag i {city} – vi fikser alt'],
    description:
      'To timer med leker, skattejakt, ansiktsmaling og premier. {Vi} har med alt utstyr og tilpasser aktivitetene til alderen. Prisen gjelder inntil 12 barn.',
    tags: ['bursdag', 'barnebursdag', 'selskap', 'aktiviteter', 'barn'],
    included: ['To aktivitetsledere', 'Leker og skattejakt', 'Ansiktsmaling', 'Små premier til alle'],
    checklist: ['Oppgi alder og antall barn', 'Si fra om allergier', 'Avklar om det er inne eller ute'],
    priceType: 'fixed',
    price: [2_990, 4_490],
    durationMinutes: [120, 150],
    participants: [10, 15],
    addons: [eventAddons.child, eventAddons.extraHour, eventAddons.dessert],
    motif: 'balloons',
  },
  'milestone-party': {
    category: 'events',
    subcategory: 'birthday',
    items: ['milestone'],
    titles: ['Selskap til rund dag', 'Jubileumsfest med servering'],
    description:
      '50, 60 eller 70 år? {Vi} lager middag eller buffet, dekker bordene og serverer, så jubilanten kan være gjest i eget selskap. {Vi} kommer med forslag til meny og kjøreplan.',
    tags: ['bursdag', 'rund dag', 'selskap', 'catering', 'servering'],
    included: ['Treretters middag eller buffet', 'Servering og oppvask', 'Oppdekking'],
    checklist: eventChecklist,
    priceType: 'from',
    price: [7_900, 12_900],
    durationMinutes: [300, 360],
    participants: [20, 40],
    addons: [eventAddons.guest, eventAddons.serverHour, eventAddons.flowers],
    motif: 'cake',
  },
  'christmas-party': {
    category: 'events',
    subcategory: 'company-party',
    items: ['christmas-party'],
    titles: ['Julebord med catering og vert', 'Julebord for bedriften', 'Julebord i {city} – komplett pakke'],
    description:
      'Ribbe, pinnekjøtt og lutefisk, eller en moderne julemeny. {Vi} leverer maten, serverer, og kan stille med vert og quiz. Perfekt for arbeidsplassen eller laget. Prisen gjelder 30 gjester.',
    tags: ['julebord', 'firmafest', 'catering', 'selskap', 'bedrift'],
    included: ['Julemeny for 30 gjester', 'Servitører', 'Vert og julequiz', 'Oppvask og rydding'],
    checklist: eventChecklist,
    priceType: 'from',
    price: [9_900, 14_900],
    durationMinutes: [300, 360],
    participants: [30, 50],
    addons: [eventAddons.guest, eventAddons.serverHour, eventAddons.dessert, eventAddons.setup],
    motif: 'catering',
  },
  'summer-party': {
    category: 'events',
    subcategory: 'company-party',
    items: ['summer-party'],
    titles: ['Sommerfest for bedriften', 'Sommerfest med grill og aktiviteter'],
    description:
      'Grillmat, leker og god stemning for hele arbeidsplassen. {Vi} tar med grill, telt og aktiviteter, og rydder etter {oss}. {Vi} kan også arrangere rebusløp eller quiz.',
    tags: ['sommerfest', 'firmafest', 'grill', 'selskap', 'catering'],
    included: ['Grillmeny', 'Telt ved behov', 'Aktivitetsleder', 'Rydding'],
    checklist: eventChecklist,
    priceType: 'from',
    price: [8_900, 14_900],
    durationMinutes: [240, 300],
    participants: [30, 60],
    addons: [eventAddons.guest, eventAddons.extraHour, eventAddons.setup],
    motif: 'balloons',
  },
  'party-dj-package': {
    category: 'events',
    subcategory: 'company-party',
    items: ['summer-party', 'christmas-party'],
    titles: ['Selskapspakke med DJ, lyd og lys', 'Festpakke: DJ, lys og vert'],
    description:
      'Alt til festen i én bestilling: DJ som leser dansegulvet, lydanlegg for talene og lys som gjør lokalet til et dansested. {Vi} rigger før gjestene kommer.',
    tags: ['DJ', 'selskap', 'firmafest', 'lyd og lys', 'fest'],
    included: ['DJ i fire timer', 'Lydanlegg med mikrofon', 'Lyspakke', 'Rigging og nedrigg'],
    checklist: eventChecklist,
    priceType: 'fixed',
    price: [7_900, 11_900],
    durationMinutes: [240, 300],
    participants: [40, 120],
    addons: [eventAddons.extraHour, eventAddons.setup],
    motif: 'cake',
  },
  'tapas-buffet': {
    category: 'events',
    subcategory: 'catering',
    items: ['tapas'],
    titles: ['Tapasbuffet til selskap', 'Tapas levert på døren', 'Spansk tapas til {city}'],
    description:
      'Tolv retter tapas: serranoskinke, manchego, albondigas, tortilla, gambas og grillede grønnsaker, med brød og aioli. {Vi} leverer ferdig anrettet på fat, og henter fatene dagen etter. Prisen gjelder 20 personer.',
    tags: ['catering', 'tapas', 'selskap', 'buffet', 'mat'],
    included: ['12 tapasretter for 20 personer', 'Serveringsfat', 'Levering og henting'],
    checklist: eventChecklist,
    priceType: 'from',
    price: [4_900, 8_900],
    durationMinutes: [60, 90],
    participants: [20, 20],
    addons: [eventAddons.guest, eventAddons.dessert, eventAddons.serverHour],
    motif: 'catering',
  },
  'buffet-catering': {
    category: 'events',
    subcategory: 'catering',
    items: ['buffet'],
    titles: ['Koldtbord og varmretter', 'Catering til selskap og minnestund', 'Buffet levert i {city}'],
    description:
      'Klassisk norsk selskapsmat: røkt laks, roastbiff, kyllingsalat, potetsalat og hjemmebakt brød, eller varmretter som lam i gryte. {Vi} tilpasser for allergier og leverer ferdig til servering.',
    tags: ['catering', 'koldtbord', 'buffet', 'selskap', 'minnestund'],
    included: ['Buffet for 20 personer', 'Engangsservise på forespørsel', 'Levering'],
    checklist: eventChecklist,
    priceType: 'from',
    price: [5_900, 9_900],
    durationMinutes: [60, 120],
    participants: [20, 25],
    addons: [eventAddons.guest, eventAddons.serverHour, eventAddons.dessert],
    motif: 'catering',
  },
  'cakes': {
    category: 'events',
    subcategory: 'catering',
    items: ['cakes'],
    titles: ['Kaker og dessertbord', 'Bløtkake og kransekake på bestilling', 'Bryllupskake etter ønske'],
    description:
      'Hjemmelagde kaker til bursdag, dåp, konfirmasjon og bryllup: bløtkake, sjokoladekake, kransekake og cupcakes. {Vi} dekorerer etter ønske og leverer i hele byen.',
    tags: ['kake', 'catering', 'dessert', 'bryllup', 'selskap'],
    included: ['Kaker til 15–20 personer', 'Dekor etter ønske', 'Levering'],
    checklist: ['Bestill senest to uker før', 'Oppgi allergier og ønsket tekst'],
    priceType: 'fixed',
    price: [1_490, 3_990],
    durationMinutes: [60, 60],
    participants: [15, 25],
    addons: [eventAddons.dessert],
    motif: 'cake',
  },
  'wedding-photographer': {
    category: 'events',
    subcategory: 'photographer',
    items: ['event-photo', 'portrait'],
    titles: ['Bryllupsfotograf hele dagen', 'Fotograf til bryllupet', 'Bryllupsfoto i {city}'],
    description:
      'Fra forberedelsene til første dans: naturlige bilder av øyeblikkene dere vil huske, og en rolig portrettøkt med brudeparet. Dere får 400–600 ferdig redigerte bilder i et nettgalleri innen tre uker.',
    tags: ['bryllup', 'fotograf', 'bryllupsfotograf', 'portrett', 'foto'],
    included: ['Fotografering inntil 10 timer', 'Portrettøkt med brudeparet', 'Redigerte bilder i nettgalleri', 'Forhåndsmøte'],
    checklist: ['Send kjøreplan for dagen', 'Lag en liste over gruppebilder dere ønsker'],
    priceType: 'from',
    price: [12_900, 14_900],
    durationMinutes: [480, 600],
    addons: [eventAddons.album, eventAddons.extraHour],
    motif: 'camera',
  },
  'portrait-photo': {
    category: 'events',
    subcategory: 'photographer',
    items: ['portrait'],
    titles: ['Portrettfotografering', 'Familiefoto ute eller i studio', 'Konfirmasjonsportrett'],
    description:
      'En avslappet fotoøkt ute i byen eller i studio, for familie, par, konfirmant eller nytt profilbilde. Du velger de ti beste bildene, som leveres ferdig redigert.',
    tags: ['fotograf', 'portrett', 'familiefoto', 'konfirmasjon', 'foto'],
    included: ['Fotoøkt på 60 minutter', '10 redigerte bilder', 'Nettgalleri'],
    checklist: ['Ta med klesskift hvis du vil', 'Fortell om bildene skal brukes profesjonelt'],
    priceType: 'fixed',
    price: [1_990, 3_490],
    durationMinutes: [60, 90],
    addons: [eventAddons.album, eventAddons.extraHour],
    motif: 'camera',
  },
  'event-photo': {
    category: 'events',
    subcategory: 'photographer',
    items: ['event-photo'],
    titles: ['Eventfoto til firmafest og konferanse', 'Fotograf til arrangement', 'Selskapsfotograf'],
    description:
      'Dokumentasjon av konferanser, lanseringer, firmafester og selskap. Bildene leveres innen to virkedager, klare for nettside, presse og sosiale medier.',
    tags: ['fotograf', 'eventfoto', 'firmafest', 'selskap', 'konferanse'],
    included: ['Fotografering inntil tre timer', 'Redigerte bilder innen to virkedager', 'Bruksrett for bedriften'],
    checklist: ['Send program og kontaktperson', 'Si fra om personer som ikke vil fotograferes'],
    priceType: 'from',
    price: [3_490, 6_990],
    durationMinutes: [180, 240],
    addons: [eventAddons.extraHour],
    motif: 'camera',
  },
  'wedding-dj': {
    category: 'music',
    subcategory: 'dj',
    items: ['wedding-dj', 'sound-light'],
    titles: ['DJ til bryllup med lyd og lys', 'Bryllups-DJ hele kvelden', 'DJ til bryllupet i {city}'],
    description:
      'Fra middagsmusikk og brudevals til fullt dansegulv. {Vi} går gjennom ønskelåter og «aldri spill»-lista med dere på forhånd, og {vi} har med lydanlegg, mikrofon til talene og lys.',
    tags: ['DJ', 'bryllup', 'bryllups-DJ', 'lyd og lys', 'fest'],
    included: ['DJ inntil fem timer', 'Lydanlegg for inntil 150 gjester', 'Trådløs mikrofon', 'Forhåndsmøte'],
    checklist: musicChecklist,
    priceType: 'from',
    price: [7_900, 12_900],
    durationMinutes: [300, 360],
    participants: [80, 150],
    addons: [musicAddons.extraHour, musicAddons.lights, musicAddons.ceremony, musicAddons.travel],
    motif: 'vinyl',
  },
  'party-dj': {
    category: 'music',
    subcategory: 'dj',
    items: ['party-dj'],
    titles: ['DJ til fest og bursdag', 'DJ til privatfest', 'Fest-DJ i {city}'],
    description:
      'Pop, disco, 80-talls hits og norske allsangere: {vi} leser dansegulvet og spiller det som får folk opp. Passer for bursdager, utdrikningslag og hjemmefester.',
    tags: ['DJ', 'fest', 'bursdag', 'dans', 'musikk'],
    included: ['DJ inntil fire timer', 'Lydanlegg', 'Enkel lysrigg'],
    checklist: musicChecklist,
    priceType: 'fixed',
    price: [4_900, 7_900],
    durationMinutes: [240, 240],
    participants: [30, 100],
    addons: [musicAddons.extraHour, musicAddons.lights, musicAddons.microphone],
    motif: 'vinyl',
  },
  'corporate-dj': {
    category: 'music',
    subcategory: 'dj',
    items: ['party-dj', 'sound-light'],
    titles: ['DJ til firmafest og julebord', 'DJ og lydtekniker til bedriftsfest'],
    description:
      'Profesjonell DJ for bedrifter: bakgrunnsmusikk under middagen, lyd til taler og prisutdeling, og fest etterpå. {Vi} samarbeider med lokalet om rigging og lydnivå.',
    tags: ['DJ', 'firmafest', 'julebord', 'lyd og lys', 'bedrift'],
    included: ['DJ inntil fem timer', 'Lydanlegg og to mikrofoner', 'Lyspakke'],
    checklist: musicChecklist,
    priceType: 'from',
    price: [8_900, 13_900],
    durationMinutes: [300, 360],
    participants: [50, 200],
    addons: [musicAddons.extraHour, musicAddons.guests, musicAddons.microphone],
    motif: 'vinyl',
  },
  'cover-band': {
    category: 'music',
    subcategory: 'band',
    items: ['pop-rock'],
    titles: ['Coverband til fest og bryllup', 'Partyband med fullt dansegulv', 'Liveband til firmafest'],
    description:
      'Femmannsband med vokal, gitar, bass, tangenter og trommer. Vi spiller pop og rock fra 60-tallet til i dag, og har med eget lydanlegg og lys. To sett à 45 minutter, DJ-spilleliste i pausene.',
    tags: ['band', 'coverband', 'bryllup', 'fest', 'livemusikk'],
    included: ['To sett à 45 minutter', 'Lydanlegg og lys', 'Spilleliste i pausene'],
    checklist: musicChecklist,
    priceType: 'from',
    price: [12_900, 15_000],
    durationMinutes: [180, 240],
    participants: [50, 200],
    addons: [musicAddons.extraHour, musicAddons.song, musicAddons.travel],
    motif: 'guitar',
  },
  'jazz-trio': {
    category: 'music',
    subcategory: 'band',
    items: ['jazz'],
    titles: ['Jazztrio til mottakelse og middag', 'Jazz til mingling og middag'],
    description:
      'Piano, kontrabass og trommer: lun jazz og bossa nova som gir stemning uten å ta over samtalene. Vi tilpasser lydnivået til rommet og kan ha med vokalist.',
    tags: ['band', 'jazz', 'jazztrio', 'mottakelse', 'middag'],
    included: ['Inntil to timer musikk', 'Eget lydanlegg', 'Repertoar etter ønske'],
    checklist: musicChecklist,
    priceType: 'fixed',
    price: [8_900, 12_900],
    durationMinutes: [120, 150],
    participants: [20, 150],
    addons: [musicAddons.extraHour, musicAddons.song],
    motif: 'piano',
  },
  'dance-band': {
    category: 'music',
    subcategory: 'band',
    items: ['dance-band'],
    titles: ['Dansband til lag og fest', 'Dansband til bygdefest og bryllup'],
    description:
      'Swing, vals, reinlender og de store allsangene. Vi får både besteforeldre og barnebarn ut på dansegulvet, og tar gjerne imot ønskelåter.',
    tags: ['band', 'dansband', 'fest', 'bryllup', 'dans'],
    included: ['Tre sett à 40 minutter', 'Lydanlegg', 'Ønskelåter'],
    checklist: musicChecklist,
    priceType: 'from',
    price: [9_900, 14_900],
    durationMinutes: [180, 240],
    participants: [50, 300],
    addons: [musicAddons.extraHour, musicAddons.travel],
    motif: 'guitar',
  },
  'ceremony-singer': {
    category: 'music',
    subcategory: 'singer',
    items: ['ceremony-singer'],
    titles: ['Sanger til vielse', 'Solist til bryllup og dåp', 'Sang i kirken eller ute'],
    description:
      'Vakker sang til vielsen, i kirke, på rådhuset eller ute. {Vi} synger alt fra salmer til pop, og samarbeider med organist eller har med pianist. Vi avtaler sanger i et kort møte før.',
    tags: ['sanger', 'vielse', 'bryllup', 'dåp', 'solist'],
    included: ['Inntil tre sanger', 'Samarbeid med organist', 'Forhåndsmøte'],
    checklist: musicChecklist,
    priceType: 'fixed',
    price: [2_990, 4_990],
    durationMinutes: [60, 90],
    addons: [musicAddons.song, musicAddons.travel],
    motif: 'microphone',
  },
  'memorial-singer': {
    category: 'music',
    subcategory: 'singer',
    items: ['memorial'],
    titles: ['Sang i begravelse og minnestund', 'Solist til bisettelse'],
    description:
      'Varsom og verdig sang i begravelse, bisettelse og minnestund. {Vi} hjelper gjerne med å velge sanger som passer, og samarbeider med byrå og organist.',
    tags: ['sanger', 'begravelse', 'minnestund', 'solist', 'bisettelse'],
    included: ['Inntil tre sanger', 'Samarbeid med begravelsesbyrå', 'Hjelp med sangvalg'],
    checklist: ['Send program og salmenummer', 'Oppgi kontaktperson i byrået'],
    priceType: 'fixed',
    price: [2_490, 3_990],
    durationMinutes: [60, 60],
    addons: [musicAddons.song],
    motif: 'microphone',
  },
  'singer-pianist': {
    category: 'music',
    subcategory: 'singer',
    items: ['ceremony-singer'],
    titles: ['Sanger og pianist til selskap', 'Vokal og piano til middag'],
    description:
      'Sanger og pianist som spiller stemningsfulle viser, jazzstandarder og pop under middag og mingling. Vi har med digitalpiano og lydanlegg.',
    tags: ['sanger', 'pianist', 'selskap', 'middag', 'livemusikk'],
    included: ['Inntil to timer musikk', 'Digitalpiano', 'Lydanlegg'],
    checklist: musicChecklist,
    priceType: 'from',
    price: [4_900, 6_900],
    durationMinutes: [120, 120],
    participants: [20, 120],
    addons: [musicAddons.extraHour, musicAddons.song, musicAddons.ceremony],
    motif: 'notes',
  },
  'pianist': {
    category: 'music',
    subcategory: 'instrumentalist',
    items: ['piano'],
    titles: ['Pianist til mottakelse og middag', 'Pianist til selskap', 'Pianist til vielse og dåp'],
    description:
      'Klassisk, jazz og popklassikere på piano. Perfekt til vielse, velkomstdrink og middag. {Vi} spiller på lokalets flygel eller tar med eget digitalpiano.',
    tags: ['pianist', 'piano', 'bryllup', 'mottakelse', 'klassisk'],
    included: ['Inntil to timer spilling', 'Repertoar etter ønske', 'Digitalpiano ved behov'],
    checklist: musicChecklist,
    priceType: 'fixed',
    price: [3_990, 6_900],
    durationMinutes: [90, 120],
    addons: [musicAddons.extraHour, musicAddons.song, musicAddons.ceremony],
    motif: 'piano',
  },
  'string-quartet': {
    category: 'music',
    subcategory: 'instrumentalist',
    items: ['strings'],
    titles: ['Strykekvartett til vielse', 'Strykere til bryllup og mottakelse'],
    description:
      'To fioliner, bratsj og cello. Vi spiller klassiske favoritter og arrangementer av pop til inngang, signering og utgang, og blir gjerne med på mottakelsen etterpå.',
    tags: ['strykekvartett', 'strykere', 'vielse', 'bryllup', 'klassisk'],
    included: ['Musikk til vielsen', 'Inntil tre ønskelåter', 'Noter og stativer'],
    checklist: musicChecklist,
    priceType: 'fixed',
    price: [8_900, 13_900],
    durationMinutes: [60, 90],
    addons: [musicAddons.extraHour, musicAddons.song, musicAddons.travel],
    motif: 'notes',
  },
  'guitarist': {
    category: 'music',
    subcategory: 'instrumentalist',
    items: ['guitar'],
    titles: ['Gitarist til bryllup og hagefest', 'Akustisk gitar og sang', 'Gitar til vielse og mingling'],
    description:
      'Akustisk gitar med eller uten sang: viser, pop og bossa nova som passer til vielse, hagefest og mingling. Trenger bare en stol og et strømuttak.',
    tags: ['gitar', 'gitarist', 'bryllup', 'akustisk', 'sanger'],
    included: ['Inntil 90 minutter musikk', 'Lite lydanlegg', 'Ønskelåt'],
    checklist: musicChecklist,
    priceType: 'fixed',
    price: [2_990, 4_990],
    durationMinutes: [60, 90],
    addons: [musicAddons.extraHour, musicAddons.song, musicAddons.ceremony],
    motif: 'guitar',
  },
} satisfies Record<string, ServiceTemplate>;

export type ServiceTemplateId = keyof typeof serviceTemplates;

/** What the service picture titles (alt texts) say about each drawing. */
const motifAltText: Record<PictureMotif, string> = {
  bucket: 'Bøtte med såpeskum og svamp',
  spray: 'Sprayflaske med vaskemiddel og klut',
  window: 'Skinnende rent vindu med vindusnal',
  moving: 'Hus med flytteesker klare for flyttevask',
  office: 'Kontorbygg med rene vinduer',
  balloons: 'Fargerike ballonger og flaggspill',
  cake: 'Festkake med lys under en lyslenke',
  camera: 'Kamera og fotografier',
  toast: 'To champagneglass som skåler',
  catering: 'Serveringsklokke med varm mat på et bord',
  notes: 'Noter som svever over notelinjer',
  piano: 'Pianotangenter og noter',
  guitar: 'Akustisk gitar og noter',
  microphone: 'Mikrofon med lydbølger',
  vinyl: 'Vinylplate på platespiller',
};

const otherMotifs: Record<DemoCategoryName, PictureMotif[]> = {
  cleaning: ['bucket', 'spray', 'window'],
  events: ['balloons', 'cake', 'toast', 'catering'],
  music: ['notes', 'microphone', 'vinyl', 'piano'],
};

/** A price in øre inside the range, ending in 90 kroner (or a round 1 000 at the top). */
function drawPriceOre(r: SeededRandom, [low, high]: [number, number]): number {
  const kroner = r.int(low, high);
  const rounded = Math.max(low, Math.min(high, Math.round(kroner / 100) * 100 - 10));
  return rounded * 100;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Template text speaks as `{Vi}`/`{vi}`/`{oss}`: "Jeg/jeg/meg" for a person, "Vi/vi/oss" for a firm. */
export function inVoice(text: string, individual: boolean): string {
  const words: Record<string, string> = individual ? { Vi: 'Jeg', vi: 'jeg', oss: 'meg' } : { Vi: 'Vi', vi: 'vi', oss: 'oss' };
  return text.replace(/\{(Vi|vi|oss)\}/g, (_match, word: string) => words[word] ?? word);
}

/** "hele Oslo og Oslo-omegn", "Frogner, Sagene og St. Hanshaugen": where the service is delivered, in words. */
function areaWords(areaIds: readonly string[]): string {
  const names = areaIds.map((id) => {
    const area = findArea(id);
    if (!area) return id;
    return area.kind === 'city' ? `hele ${area.name.nb}` : area.name.nb;
  });
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} og ${names.at(-1)}` : (names[0] ?? '');
}

export interface DemoServiceInput {
  provider: ProviderEntity;
  category: CategoryEntity;
  city: string;
  areas: string[];
  templateIds: readonly ServiceTemplateId[];
  /** Subcategory items by `subcategory/item`. */
  items: ReadonlyMap<string, SubcategoryItemEntity>;
  pictures: DemoPictureSet;
  usedSlugs: Set<string>;
  r: SeededRandom;
  /** The services of this provider are switched off (a provider pausing one). */
  disabled: (templateId: ServiceTemplateId) => boolean;
  createdAt: Date;
}

/** Creates a provider's services with add-ons, pictures and subcategory links; the caller flushes. */
export function seedDemoServices(em: EntityManager, input: DemoServiceInput): ServiceEntity[] {
  const { r } = input;
  return input.templateIds.map((templateId, index) => {
    const template: ServiceTemplate = serviceTemplates[templateId];
    const title = r.pick(template.titles).replace('{city}', input.city);
    let slug = slugWithSuffix(title, r.token(4));
    while (input.usedSlugs.has(slug)) slug = slugWithSuffix(title, r.token(5));
    input.usedSlugs.add(slug);
    const items = template.items.map((name) => {
      const item = input.items.get(`${template.subcategory}/${name}`);
      if (!item) throw new Error(`Demo service template ${templateId} names a missing item ${template.subcategory}/${name}`);
      return item;
    });
    const duration = roundTo(r.int(template.durationMinutes[0], template.durationMinutes[1]), 30);
    const participants = template.participants ? roundTo(r.int(template.participants[0], template.participants[1]), 5) : null;
    const createdAt = new Date(input.createdAt.getTime() + r.int(1, 120) * 86_400_000);
    const service = em.create(ServiceEntity, {
      provider: input.provider,
      category: input.category,
      slug,
      title,
      description: inVoice(`${template.description} {Vi} dekker ${areaWords(input.areas)}.`, input.provider.orgType === 'individual'),
      tags: template.tags,
      priceType: template.priceType,
      basePriceOre: drawPriceOre(r, template.price),
      baseDurationMinutes: Math.max(30, duration),
      maxBaseParticipants: participants,
      included: template.included,
      customerChecklist: template.checklist,
      areas: [...input.areas],
      enabled: !input.disabled(templateId),
      popularity: r.int(5, 400),
      subCategoryItems: items,
      createdAt: createdAt.getTime() > Date.now() ? new Date() : createdAt,
    });

    r.sample(template.addons, r.int(0, Math.min(4, template.addons.length))).forEach((addon, sortIndex) => {
      em.create(ServiceAddonEntity, {
        service,
        title: addon.title,
        description: addon.description,
        unitType: addon.unitType,
        unitPriceOre: drawPriceOre(r, addon.price),
        unitTimeMinutes: addon.unitTimeMinutes,
        maxUnits: addon.maxUnits,
        unitsInBasePrice: Math.min(addon.unitsInBasePrice ?? 0, addon.maxUnits),
        sortIndex,
      });
    });

    const motifs = [template.motif, ...r.sample(otherMotifs[template.category].filter((motif) => motif !== template.motif), 2)];
    const pictureCount = index === 0 ? r.int(2, 3) : r.int(1, 3);
    motifs.slice(0, pictureCount).forEach((motif, sortIndex) => {
      const seed = `${slug}:${sortIndex}`;
      const name = `${slug}-${sortIndex + 1}`;
      em.create(ServicePictureEntity, {
        service,
        square: input.pictures.add('services', `${name}-square`, illustration({ theme: template.category, seed, crop: 'square', motif })),
        wide: input.pictures.add('services', `${name}-wide`, illustration({ theme: template.category, seed, crop: 'wide', motif })),
        title: `${motifAltText[motif]} – ${title}`,
        sortIndex,
        createdAt: service.createdAt,
      });
    });
    return service;
  });
}
