import type { EntityManager } from '@mikro-orm/postgresql';
import { avatar, type DemoPictureSet, illustration, type PictureTheme } from '#server/db/demo-pictures.ts';
import { type SeededRandom, seededRandom } from '#server/db/seeded-random.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import type { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import type { ServiceTemplateId } from '#server/modules/catalogue/service.seed.ts';
import { type ProfileContent, weekdaySchema } from '#shared/explore/provider.schema.ts';
import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { type CityId, findArea } from '#shared/locations/areas.ts';
import { slugify } from '#shared/text/slug.ts';
import { isValidBankAccount } from '#shared/validation/bank-account.ts';
import { mod11CheckDigit, toDigits } from '#shared/validation/mod11.ts';
import { isValidNationalId } from '#shared/validation/national-id.ts';
import { isValidOrgNumber } from '#shared/validation/org-number.ts';
import { findPostalCode } from '#server/modules/locations/postal-codes.ts';
import { ProviderLegalInfoEntity } from './provider-legal-info.entity.ts';
import { ProviderPictureEntity } from './provider-picture.entity.ts';
import { ProviderEntity } from './provider.entity.ts';
import { ProviderScheduleEntity } from './provider-schedule.entity.ts';
import { storedScheduleValues } from './schedule.service.ts';

/** One demo provider as written by hand; figures and dates are drawn from its own seeded random. */
export interface DemoProviderSeed {
  name: string;
  owner: [firstName: string, lastName: string];
  orgType: 'individual' | 'company' | 'agent';
  companyName?: string;
  category: PictureTheme;
  city: CityId;
  /** Area ids (shared/locations/areas.ts) the provider and its services cover. */
  areas: string[];
  services: ServiceTemplateId[];
  tagline: string;
  /** The provider's own opening lines on the profile. */
  about: string;
  years: number;
  status?: 'pending';
  instantBooking?: boolean;
  recommended?: boolean;
  /** Overrides the drawn acceptance rate (one provider shows "under 30%", spec §9). */
  acceptanceRate?: number;
  idVerified?: boolean;
}

const oslo = ['oslo'];
const osloAndAround = ['oslo', 'oslo-omegn'];

/** The demo providers: most in Oslo, some in Bergen and Trondheim; cleaning only around Oslo (spec §1). */
export const demoProviders: DemoProviderSeed[] = [
  // Cleaning
  {
    name: 'Glans Renhold',
    owner: ['Ewa', 'Kowalska'],
    orgType: 'company',
    companyName: 'Glans Renhold AS',
    category: 'cleaning',
    city: 'oslo',
    areas: osloAndAround,
    services: ['weekly-cleaning', 'biweekly-cleaning', 'move-out-apartment', 'windows-inside-outside'],
    tagline: 'Fast vask og flyttevask med faste, forsikrede renholdere',
    about: 'Glans Renhold har vasket hjem i Oslo og Bærum siden 2014. Vi er godkjent av Arbeidstilsynet, og alle renholderne våre er fast ansatt.',
    years: 11,
    recommended: true,
    instantBooking: true,
  },
  {
    name: 'Ren Flyt Flyttevask',
    owner: ['Jonas', 'Berg'],
    orgType: 'company',
    companyName: 'Ren Flyt AS',
    category: 'cleaning',
    city: 'oslo',
    areas: osloAndAround,
    services: ['move-out-guarantee', 'move-out-apartment', 'move-out-house', 'before-viewing'],
    tagline: 'Flyttevask med godkjenningsgaranti – eller vi kommer tilbake',
    about: 'Vi gjør bare én ting, og vi gjør den skikkelig: flyttevask som blir godkjent første gang.',
    years: 7,
    recommended: true,
  },
  {
    name: 'Kari Lunde Hjemmehjelp',
    owner: ['Kari', 'Lunde'],
    orgType: 'individual',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-frogner', 'oslo-st-hanshaugen', 'oslo-sagene'],
    services: ['weekly-cleaning', 'biweekly-cleaning', 'deep-clean', 'monthly-cleaning'],
    tagline: 'Samme hyggelige renholder hver gang',
    about: 'Jeg heter Kari og har vasket for faste kunder i sentrum i over ti år. Mange av dem har hatt meg siden starten.',
    years: 12,
    instantBooking: true,
  },
  {
    name: 'Vindusmester Oslo',
    owner: ['Henrik', 'Solheim'],
    orgType: 'company',
    companyName: 'Vindusmester Oslo AS',
    category: 'cleaning',
    city: 'oslo',
    areas: osloAndAround,
    services: ['windows-inside-outside', 'windows-house', 'windows-frames'],
    tagline: 'Stripefri vindusvask – også i tredje etasje',
    about: 'Vi vasker vinduer for boliger, borettslag og butikker med vannfødte stenger og renset vann.',
    years: 9,
  },
  {
    name: 'Skinn & Skjær Renhold',
    owner: ['Amina', 'Hassan'],
    orgType: 'company',
    companyName: 'Skinn og Skjær Renhold AS',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-grunerlokka', 'oslo-gamle-oslo', 'oslo-sentrum'],
    services: ['biweekly-cleaning', 'weekly-cleaning', 'office-daily', 'office-periodic'],
    tagline: 'Renhold for hjem og små kontorer på østkanten',
    about: 'Vi er et lite team som kjenner bydelen. Kundene våre er alt fra småbarnsfamilier på Løkka til arkitektkontorer i Gamlebyen.',
    years: 6,
  },
  {
    name: 'Blank Bolig',
    owner: ['Thomas', 'Nilsen'],
    orgType: 'company',
    companyName: 'Blank Bolig AS',
    category: 'cleaning',
    city: 'oslo',
    areas: osloAndAround,
    services: ['move-out-apartment', 'deep-clean', 'after-renovation', 'windows-frames'],
    tagline: 'Storrengjøring, byggvask og flyttevask',
    about: 'Blank Bolig samarbeider med meglere og håndverkere over hele Oslo. Vi rykker ut på kort varsel.',
    years: 8,
  },
  {
    name: 'Maria vasker',
    owner: ['Maria', 'Santos'],
    orgType: 'individual',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-nordre-aker', 'oslo-vestre-aker', 'oslo-ullern'],
    services: ['weekly-cleaning', 'monthly-cleaning', 'deep-clean', 'windows-frames'],
    tagline: 'Grundig, stille og alltid presis',
    about: 'Jeg har vasket hjem på vestkanten i sju år og tar bare et fåtall faste kunder, så jeg alltid har god tid.',
    years: 7,
    instantBooking: true,
  },
  {
    name: 'Østkant Rengjøring',
    owner: ['Ali', 'Rahimi'],
    orgType: 'company',
    companyName: 'Østkant Rengjøring AS',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-alna', 'oslo-grorud', 'oslo-stovner', 'oslo-bjerke'],
    services: ['biweekly-cleaning', 'deep-clean', 'move-out-apartment', 'weekly-cleaning', 'windows-inside-outside'],
    tagline: 'Rimelig og pålitelig renhold i Groruddalen',
    about: 'Vi er fem renholdere som bor og jobber i Groruddalen. Kort vei betyr lave priser og fleksible tider.',
    years: 5,
    acceptanceRate: 0.24,
  },
  {
    name: 'Kontorfiks',
    owner: ['Line', 'Haugen'],
    orgType: 'company',
    companyName: 'Kontorfiks Renhold AS',
    category: 'cleaning',
    city: 'oslo',
    areas: oslo,
    services: ['office-daily', 'office-periodic', 'windows-inside-outside'],
    tagline: 'Kontorrenhold som ingen legger merke til – bortsett fra resultatet',
    about: 'Kontorfiks holder over 60 kontorer i Oslo rene, fra små advokatkontorer til hele etasjer i Bjørvika.',
    years: 10,
    recommended: true,
  },
  {
    name: 'Grønn Vask',
    owner: ['Ingrid', 'Moe'],
    orgType: 'company',
    companyName: 'Grønn Vask AS',
    category: 'cleaning',
    city: 'oslo',
    areas: oslo,
    services: ['weekly-cleaning', 'biweekly-cleaning', 'deep-clean', 'monthly-cleaning', 'before-viewing'],
    tagline: 'Renhold med Svanemerkede produkter og mikrofiber',
    about: 'Vi startet Grønn Vask fordi vi ville vise at et rent hjem ikke trenger sterke kjemikalier.',
    years: 4,
  },
  {
    name: 'Flyttehjelpen Vask & Rydd',
    owner: ['Petter', 'Dahl'],
    orgType: 'agent',
    companyName: 'Flyttehjelpen Norge AS',
    category: 'cleaning',
    city: 'oslo',
    areas: osloAndAround,
    services: ['move-out-guarantee', 'move-out-house', 'move-out-apartment'],
    tagline: 'Vi formidler erfarne flyttevaskere i hele Oslo-området',
    about: 'Flyttehjelpen setter deg i kontakt med renholdsbedrifter vi har kvalitetssikret, og følger opp til vasken er godkjent.',
    years: 6,
  },
  {
    name: 'Nordstrand Renhold',
    owner: ['Anette', 'Bakke'],
    orgType: 'individual',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-nordstrand', 'oslo-sondre-nordstrand', 'oslo-ostensjo'],
    services: ['biweekly-cleaning', 'windows-inside-outside', 'monthly-cleaning', 'deep-clean'],
    tagline: 'Din lokale renholder på Nordstrand',
    about: 'Jeg er oppvokst på Nordstrand og vasker for naboer, venner av naboer og deres venner igjen.',
    years: 8,
  },
  {
    name: 'Storrengjøring Oslo',
    owner: ['Marius', 'Eriksen'],
    orgType: 'company',
    companyName: 'Storrengjøring Oslo AS',
    category: 'cleaning',
    city: 'oslo',
    areas: oslo,
    services: ['deep-clean', 'after-renovation', 'move-out-apartment', 'move-out-guarantee'],
    tagline: 'Når det trengs mer enn en vanlig vask',
    about: 'Vi kommer med team på to til fire og gjør jobben på én dag, også etter oppussing.',
    years: 9,
  },
  {
    name: 'Lena Johansen Renhold',
    owner: ['Lena', 'Johansen'],
    orgType: 'individual',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-sagene', 'oslo-grunerlokka', 'oslo-bjerke'],
    services: ['weekly-cleaning', 'before-viewing', 'biweekly-cleaning', 'deep-clean'],
    tagline: 'Ryddig, grundig og lett å ha med å gjøre',
    about: 'Jeg vasker for faste kunder på Sagene og Torshov, og tar visningsvask for meglere i nabolaget.',
    years: 3,
    idVerified: false,
  },
  {
    name: 'Rent Kontor Oslo',
    owner: ['Sofia', 'Andersson'],
    orgType: 'company',
    companyName: 'Rent Kontor Oslo AS',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-sentrum', 'oslo-frogner', 'oslo-st-hanshaugen', 'oslo-gamle-oslo'],
    services: ['office-daily', 'office-periodic', 'windows-inside-outside'],
    tagline: 'Daglig renhold for kontorer i sentrum',
    about: 'Vi vasker kontorer om kvelden og tidlig morgen, med faste team og nøkkelhåndtering etter avtale.',
    years: 12,
  },
  {
    name: 'Bærum og Asker Vask',
    owner: ['Kristian', 'Holm'],
    orgType: 'company',
    companyName: 'Vestvask AS',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-omegn', 'oslo-ullern', 'oslo-vestre-aker'],
    services: ['biweekly-cleaning', 'move-out-house', 'windows-house'],
    tagline: 'Renhold for hus og hage i Bærum, Asker og vestkanten',
    about: 'Vi har spesialisert oss på store boliger: eneboliger, rekkehus og hytter i Oslo-omegn.',
    years: 10,
    instantBooking: true,
  },
  {
    name: 'Vaskeriet Tøyen',
    owner: ['Yusuf', 'Ahmed'],
    orgType: 'individual',
    category: 'cleaning',
    city: 'oslo',
    areas: ['oslo-gamle-oslo'],
    services: ['weekly-cleaning'],
    tagline: 'Ny renholder på Tøyen',
    about: 'Jeg har nettopp startet for meg selv etter fem år i et stort renholdsbyrå.',
    years: 5,
    status: 'pending',
    idVerified: false,
  },
  // Events, Oslo
  {
    name: 'Bryllupsbyrået Oslo',
    owner: ['Hanne', 'Sørensen'],
    orgType: 'company',
    companyName: 'Bryllupsbyrået Oslo AS',
    category: 'events',
    city: 'oslo',
    areas: oslo,
    services: ['wedding-planning', 'wedding-toastmaster', 'wedding-decor'],
    tagline: 'Bryllup uten stress – vi tar planleggingen',
    about: 'Vi har planlagt over 300 bryllup, fra små vielser på rådhuset til store fester på landsteder rundt Oslofjorden.',
    years: 13,
    recommended: true,
  },
  {
    name: 'Fotograf Sara Lie',
    owner: ['Sara', 'Lie'],
    orgType: 'individual',
    category: 'events',
    city: 'oslo',
    areas: oslo,
    services: ['wedding-photographer', 'portrait-photo', 'event-photo'],
    tagline: 'Naturlige bryllupsbilder med varme og humor',
    about: 'Jeg fotograferer bryllup og familier i Oslo, med et rolig og ærlig blikk for øyeblikkene som ikke kan gjentas.',
    years: 9,
    recommended: true,
    instantBooking: true,
  },
  {
    name: 'Smak Catering',
    owner: ['Ole', 'Kristoffersen'],
    orgType: 'company',
    companyName: 'Smak Catering AS',
    category: 'events',
    city: 'oslo',
    areas: oslo,
    services: ['buffet-catering', 'confirmation-buffet', 'christmas-party', 'milestone-party'],
    tagline: 'Selskapsmat laget fra bunnen i eget kjøkken på Økern',
    about: 'Kokkene våre har bakgrunn fra restauranter i Oslo, og vi lager alt fra bunnen: kraft, sauser og brød.',
    years: 11,
  },
  {
    name: 'Festfiksern',
    owner: ['Camilla', 'Strand'],
    orgType: 'agent',
    companyName: 'Festfiksern AS',
    category: 'events',
    city: 'oslo',
    areas: oslo,
    services: ['milestone-party', 'summer-party', 'party-dj-package'],
    tagline: 'Én kontakt for hele festen',
    about: 'Festfiksern setter sammen lokale, mat, musikk og pynt fra leverandører vi kjenner, og koordinerer alt på dagen.',
    years: 7,
    acceptanceRate: 0.28,
  },
  {
    name: 'Tapasfabrikken',
    owner: ['Diego', 'Martínez'],
    orgType: 'company',
    companyName: 'Tapasfabrikken AS',
    category: 'events',
    city: 'oslo',
    areas: oslo,
    services: ['tapas-buffet', 'buffet-catering', 'milestone-party'],
    tagline: 'Spansk tapas til selskapet, levert klar til servering',
    about: 'Jeg kom fra Sevilla i 2012 og åpnet Tapasfabrikken for å gi Oslo ekte spansk selskapsmat.',
    years: 10,
  },
  {
    name: 'Ballong & Bordpynt',
    owner: ['Nora', 'Aas'],
    orgType: 'individual',
    category: 'events',
    city: 'oslo',
    areas: ['oslo-nordre-aker', 'oslo-vestre-aker', 'oslo-sagene', 'oslo-st-hanshaugen', 'oslo-frogner'],
    services: ['confirmation-decor', 'kids-birthday', 'wedding-decor'],
    tagline: 'Ballongbuer og pynt som gjør lokalet til et festlokale',
    about: 'Jeg pynter til konfirmasjoner, dåp og bursdager, og har alltid med meg minst en ballongbue for mye.',
    years: 4,
    instantBooking: true,
  },
  {
    name: 'Eventfoto Oslo',
    owner: ['Mats', 'Rønning'],
    orgType: 'company',
    companyName: 'Eventfoto Oslo AS',
    category: 'events',
    city: 'oslo',
    areas: oslo,
    services: ['event-photo', 'portrait-photo', 'wedding-photographer'],
    tagline: 'Fotografer til konferanser, lanseringer og fester',
    about: 'Vi er tre fotografer som dekker arrangementer for bedrifter og organisasjoner, med levering innen 48 timer.',
    years: 8,
  },
  {
    name: 'Kakeriet hos Ida',
    owner: ['Ida', 'Hauge'],
    orgType: 'individual',
    category: 'events',
    city: 'oslo',
    areas: oslo,
    services: ['cakes', 'kids-birthday'],
    tagline: 'Kaker som smaker like godt som de ser ut',
    about: 'Jeg baker i godkjent kjøkken på Majorstuen og lager bløtkaker, kransekaker og bryllupskaker på bestilling.',
    years: 6,
    recommended: true,
  },
  {
    name: 'Julebordkompaniet',
    owner: ['Kjetil', 'Vik'],
    orgType: 'company',
    companyName: 'Julebordkompaniet AS',
    category: 'events',
    city: 'oslo',
    areas: oslo,
    services: ['christmas-party', 'summer-party', 'buffet-catering', 'party-dj-package'],
    tagline: 'Julebord og sommerfest for arbeidsplassen',
    about: 'Vi lager firmafester for alt fra ti kolleger til hele bedrifter, med mat, vert og underholdning i én pakke.',
    years: 15,
  },
  {
    name: 'Festlokale Bygdøy',
    owner: ['Kim', 'Larsen'],
    orgType: 'company',
    companyName: 'Bygdøy Selskapslokaler AS',
    category: 'events',
    city: 'oslo',
    areas: ['oslo-frogner'],
    services: ['summer-party'],
    tagline: 'Selskap og sommerfest ved sjøen',
    about: 'Vi åpner lokalet vårt for selskaper fra neste sesong.',
    years: 2,
    status: 'pending',
  },
  // Events, Bergen
  {
    name: 'Bergen Bryllup & Fest',
    owner: ['Silje', 'Hatlevik'],
    orgType: 'company',
    companyName: 'Bergen Bryllup og Fest AS',
    category: 'events',
    city: 'bergen',
    areas: ['bergen'],
    services: ['wedding-planning', 'milestone-party', 'christmas-party'],
    tagline: 'Bryllup og selskap mellom de sju fjell',
    about: 'Vi planlegger bryllup og selskap i Bergen og kjenner de beste lokalene, fra Fløyen til Bryggen.',
    years: 9,
    recommended: true,
  },
  {
    name: 'Fjordmat Catering',
    owner: ['Eirik', 'Brekke'],
    orgType: 'company',
    companyName: 'Fjordmat AS',
    category: 'events',
    city: 'bergen',
    areas: ['bergen'],
    services: ['buffet-catering', 'confirmation-buffet', 'tapas-buffet', 'christmas-party'],
    tagline: 'Vestlandsk selskapsmat med råvarer fra fjorden',
    about: 'Fjordmat lager catering med fisk og skalldyr fra lokale fiskere og lam fra Voss.',
    years: 12,
  },
  {
    name: 'Fotograf Kristine Bø',
    owner: ['Kristine', 'Bø'],
    orgType: 'individual',
    category: 'events',
    city: 'bergen',
    areas: ['bergen'],
    services: ['wedding-photographer', 'portrait-photo', 'event-photo'],
    tagline: 'Bryllups- og portrettfotograf i Bergen',
    about: 'Jeg elsker bergensregn, for det gir det fineste lyset. Jeg fotograferer bryllup, familier og konfirmanter.',
    years: 7,
    instantBooking: true,
  },
  {
    name: 'Vestlandsfest',
    owner: ['Tor', 'Espeland'],
    orgType: 'agent',
    companyName: 'Vestlandsfest AS',
    category: 'events',
    city: 'bergen',
    areas: ['bergen'],
    services: ['summer-party', 'kids-birthday', 'party-dj-package', 'milestone-party'],
    tagline: 'Firmafester og bursdager med alt inkludert',
    about: 'Vi formidler aktiviteter, musikk og mat til fester i Bergen og omegn, og stiller med vert på dagen.',
    years: 5,
  },
  // Events, Trondheim
  {
    name: 'Nidaros Selskapsservice',
    owner: ['Marte', 'Aune'],
    orgType: 'company',
    companyName: 'Nidaros Selskapsservice AS',
    category: 'events',
    city: 'trondheim',
    areas: ['trondheim'],
    services: ['confirmation-buffet', 'buffet-catering', 'wedding-decor', 'milestone-party', 'christmas-party'],
    tagline: 'Servering og selskapsmat i Trondheim siden 2008',
    about: 'Vi er et familiedrevet selskap som har servert på konfirmasjoner, bryllup og minnestunder i Trondheim i over 15 år.',
    years: 17,
    recommended: true,
  },
  {
    name: 'Anders Lervik Foto',
    owner: ['Anders', 'Lervik'],
    orgType: 'individual',
    category: 'events',
    city: 'trondheim',
    areas: ['trondheim'],
    services: ['event-photo', 'wedding-photographer', 'portrait-photo'],
    tagline: 'Eventfoto og bryllup i Trøndelag',
    about: 'Jeg er frilansfotograf for aviser og bedrifter, og fotograferer bryllup i helgene.',
    years: 11,
  },
  {
    name: 'Barnebursdag Trondheim',
    owner: ['Julie', 'Grøtte'],
    orgType: 'individual',
    category: 'events',
    city: 'trondheim',
    areas: ['trondheim'],
    services: ['kids-birthday', 'cakes', 'confirmation-decor'],
    tagline: 'Bursdager barna snakker om lenge etterpå',
    about: 'Jeg er barnehagelærer og arrangerer barnebursdager med skattejakt, leker og kake i helgene.',
    years: 4,
  },
  // Music, Oslo
  {
    name: 'DJ Mads Nordby',
    owner: ['Mads', 'Nordby'],
    orgType: 'individual',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['wedding-dj', 'party-dj', 'corporate-dj'],
    tagline: 'Bryllups-DJ som fyller dansegulvet',
    about: 'Jeg har spilt på over 250 bryllup og firmafester, og vet når det er tid for «Mr. Brightside» og når det er tid for Kaizers.',
    years: 12,
    recommended: true,
    instantBooking: true,
  },
  {
    name: 'Oslo Strykekvartett',
    owner: ['Eline', 'Myhre'],
    orgType: 'company',
    companyName: 'Oslo Strykekvartett AS',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['string-quartet', 'pianist'],
    tagline: 'Klassisk musikk og pop-arrangementer for strykere',
    about: 'Vi er fire utdannede musikere fra Norges musikkhøgskole som spiller i vielser, mottakelser og konserter.',
    years: 10,
    recommended: true,
  },
  {
    name: 'Pianist Johanne Vold',
    owner: ['Johanne', 'Vold'],
    orgType: 'individual',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['pianist', 'singer-pianist'],
    tagline: 'Piano til vielse, middag og minnestund',
    about: 'Jeg er konsertpianist og akkompagnatør, og spiller alt fra Grieg til Adele.',
    years: 14,
  },
  {
    name: 'Bryggebandet',
    owner: ['Sindre', 'Lund'],
    orgType: 'company',
    companyName: 'Bryggebandet AS',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['cover-band', 'dance-band'],
    tagline: 'Partyband for bryllup og firmafest',
    about: 'Fem musikere som har spilt sammen i ti år, med over 400 fester bak oss.',
    years: 10,
  },
  {
    name: 'Sangerinne Amalie Fjeld',
    owner: ['Amalie', 'Fjeld'],
    orgType: 'individual',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['ceremony-singer', 'memorial-singer', 'singer-pianist'],
    tagline: 'Sang til vielse, dåp og minnestund',
    about: 'Jeg er utdannet sanger og synger i kor og som solist i kirker over hele Oslo.',
    years: 8,
    instantBooking: true,
  },
  {
    name: 'DJ Nova',
    owner: ['Nora', 'Vang'],
    orgType: 'individual',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['party-dj', 'corporate-dj', 'wedding-dj'],
    tagline: 'House, disco og 2000-talls hits',
    about: 'Jeg spiller på klubber i Oslo i helgene, og tar med meg energien til bursdager og firmafester.',
    years: 6,
  },
  {
    name: 'Jazzkollektivet',
    owner: ['Fredrik', 'Aasen'],
    orgType: 'agent',
    companyName: 'Jazzkollektivet Booking AS',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['jazz-trio', 'pianist', 'singer-pianist', 'string-quartet', 'guitarist'],
    tagline: 'Jazzmusikere til mottakelser, middager og konserter',
    about: 'Vi formidler jazzmusikere fra Oslo-miljøet, fra solopianister til kvintetter med vokal.',
    years: 9,
  },
  {
    name: 'Gitarist Emil Haugland',
    owner: ['Emil', 'Haugland'],
    orgType: 'individual',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['guitarist', 'ceremony-singer', 'memorial-singer'],
    tagline: 'Akustisk gitar og sang til vielse og hagefest',
    about: 'Jeg spiller akustisk gitar og synger viser og pop, med et stort repertoar av norske og svenske sanger.',
    years: 5,
  },
  {
    name: 'Kveldsjazz Trio',
    owner: ['Ola', 'Rustad'],
    orgType: 'company',
    companyName: 'Kveldsjazz AS',
    category: 'music',
    city: 'oslo',
    areas: oslo,
    services: ['jazz-trio'],
    tagline: 'Lun jazz til middag',
    about: 'Vi er en nystartet trio fra Oslo.',
    years: 1,
    status: 'pending',
  },
  // Music, Bergen
  {
    name: 'Bergen Partyband',
    owner: ['Øyvind', 'Tveit'],
    orgType: 'company',
    companyName: 'Bergen Partyband AS',
    category: 'music',
    city: 'bergen',
    areas: ['bergen'],
    services: ['cover-band', 'dance-band'],
    tagline: 'Vestlandets mest bookede partyband',
    about: 'Vi har spilt på bryllup, julebord og bygdefester over hele Vestlandet siden 2011.',
    years: 14,
    recommended: true,
  },
  {
    name: 'DJ Bryggen',
    owner: ['Jonas', 'Sæle'],
    orgType: 'individual',
    category: 'music',
    city: 'bergen',
    areas: ['bergen'],
    services: ['wedding-dj', 'party-dj', 'corporate-dj'],
    tagline: 'DJ til bryllup og fest i Bergen',
    about: 'Jeg har spilt i Bergen i ti år, og har eget lyd- og lysutstyr til fester opp til 300 gjester.',
    years: 10,
  },
  {
    name: 'Hedda Kvam',
    owner: ['Hedda', 'Kvam'],
    orgType: 'individual',
    category: 'music',
    city: 'bergen',
    areas: ['bergen'],
    services: ['ceremony-singer', 'memorial-singer', 'pianist', 'singer-pianist'],
    tagline: 'Sanger og pianist i Bergen',
    about: 'Jeg akkompagnerer meg selv på piano og synger i vielser, dåp og begravelser i Bergen.',
    years: 7,
    instantBooking: true,
  },
  // Music, Trondheim
  {
    name: 'Trønderdans',
    owner: ['Arne', 'Stjern'],
    orgType: 'company',
    companyName: 'Trønderdans AS',
    category: 'music',
    city: 'trondheim',
    areas: ['trondheim'],
    services: ['dance-band', 'cover-band'],
    tagline: 'Dansband med trøndersk gemyttlighet',
    about: 'Vi spiller gammeldans, swing og allsang på lag, bryllup og 50-årsdager i hele Trøndelag.',
    years: 20,
  },
  {
    name: 'DJ Nidelva',
    owner: ['Sander', 'Krogstad'],
    orgType: 'individual',
    category: 'music',
    city: 'trondheim',
    areas: ['trondheim'],
    services: ['party-dj', 'wedding-dj', 'corporate-dj'],
    tagline: 'DJ for studentfester, bryllup og julebord',
    about: 'Jeg startet som DJ på Samfundet og spiller nå på bryllup og firmafester over hele Trondheim.',
    years: 8,
  },
  {
    name: 'Solveig Rise',
    owner: ['Solveig', 'Rise'],
    orgType: 'individual',
    category: 'music',
    city: 'trondheim',
    areas: ['trondheim'],
    services: ['ceremony-singer', 'memorial-singer', 'guitarist'],
    tagline: 'Sang og gitar til livets store dager',
    about: 'Jeg synger i Nidarosdomen og i små kapeller, og spiller gitar til viser og pop.',
    years: 9,
    recommended: true,
  },
];

const cityNames: Record<CityId, string> = { oslo: 'Oslo', bergen: 'Bergen', trondheim: 'Trondheim' };

/** The last line of a profile description, in the voice of a person or of a firm. */
const closing: Record<PictureTheme, Record<'individual' | 'firm', string[]>> = {
  cleaning: {
    individual: ['Jeg har ansvarsforsikring og tar med eget utstyr og miljømerkede vaskemidler.', 'Du får en påminnelse på SMS dagen før, og kan flytte timen fram til 48 timer før.'],
    firm: [
      'Vi har ansvarsforsikring og tar med eget utstyr og miljømerkede vaskemidler.',
      'Alle oppdrag utføres av fast ansatte med lønn etter tariff, og vi er godkjent av Arbeidstilsynet.',
      'Du får alltid en bekreftelse på SMS dagen før, og kan endre tiden helt fram til 48 timer før.',
    ],
  },
  events: {
    individual: ['Jeg svarer raskt, gir fast pris på forhånd og tilpasser meg budsjettet ditt.', 'Ta kontakt for en uforpliktende prat om dagen din.'],
    firm: [
      'Vi svarer raskt, gir fast pris på forhånd og tilpasser oss budsjettet ditt.',
      'Ta kontakt for en uforpliktende prat om arrangementet ditt.',
      'Vi har ansvarsforsikring og samarbeider med lokaler over hele byen.',
    ],
  },
  music: {
    individual: ['Jeg svarer på forespørsler samme dag og sender gjerne lydprøver.', 'Send gjerne ønskelåter; jeg lærer meg låter som betyr noe for dere.'],
    firm: ['Vi svarer på forespørsler samme dag og sender gjerne lydprøver.', 'Eget lydanlegg er med, og vi rigger stille før gjestene kommer.', 'Send gjerne ønskelåter; vi lærer oss låter som betyr noe for dere.'],
  },
};

const yearsText = (years: number) => (years === 1 ? 'Ett år' : `${years} år`);
const we = (seed: DemoProviderSeed, individual: string, company: string) => (seed.orgType === 'individual' ? individual : company);

const experienceText: Record<PictureTheme, (seed: DemoProviderSeed) => string> = {
  cleaning: (seed) =>
    `${yearsText(seed.years)} med renhold i ${cityNames[seed.city]}. ${we(seed, 'Jeg har', 'Vi har')} kurs i renholdsteknikk og HMS, og følger Arbeidstilsynets krav til renholdsbransjen.`,
  events: (seed) =>
    `${yearsText(seed.years)} med bryllup, konfirmasjoner og firmafester. ${we(seed, 'Jeg har', 'Vi har')} jobbet med lokaler i hele ${cityNames[seed.city]} og vet hva som skal til for at dagen går på skinner.`,
  music: (seed) => {
    const school = seed.city === 'bergen' ? 'Griegakademiet' : seed.city === 'trondheim' ? 'NTNU Institutt for musikk' : 'Norges musikkhøgskole';
    const isDj = seed.services.some((id) => id.includes('dj'));
    const start = isDj
      ? `${yearsText(seed.years)} bak platespilleren på bryllup, firmafester og klubber i ${cityNames[seed.city]}.`
      : `${yearsText(seed.years)} med levende musikk på bryllup, fester og konserter. ${we(seed, 'Utdannet', 'Musikerne er utdannet')} ved ${school}.`;
    return seed.years >= 5 ? `${start} ${we(seed, 'Jeg har', 'Vi har')} spilt på flere hundre arrangementer.` : start;
  },
};

const practicalInfo: Record<PictureTheme, string[]> = {
  cleaning: [
    'Vi jobber mandag til fredag 08–18. Avbestilling senest 48 timer før er gratis. Betaling med kort eller faktura etter utført jobb.',
    'Nøkkel kan leveres i nøkkelboks eller hentes etter avtale. Vi tar med alt utstyr; du trenger bare sørge for vann og strøm.',
  ],
  events: [
    'Bestill gjerne 4–8 uker før arrangementet. Vi krever ingen forskuddsbetaling. Reise innenfor byen er inkludert.',
    'Vi tilpasser menyer for allergier og dietter. Leveranser og rigging avtales direkte med lokalet.',
  ],
  music: [
    'Det trengs ett strømuttak og 2 x 3 meter gulvplass. Rigging tar 45 minutter. Reise innenfor byen er inkludert.',
    'Vi spiller inntil fire timer med pauser. Ønskelåter må sendes senest to uker før.',
  ],
};

/** A made-up id in the alphabet of the site it belongs to, so the links look like the real thing. */
const base62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function profileContent(seed: DemoProviderSeed, slug: string, r: SeededRandom): ProfileContent {
  const handle = slug.replace(/-/g, '');
  const isCompany = seed.orgType !== 'individual';
  const youtube = () => `https://www.youtube.com/watch?v=${r.token(11, `${base62}_-`)}`;
  const music =
    seed.category === 'music'
      ? [
          { title: seed.services.some((id) => id.includes('dj')) ? 'Spilleliste: bryllupsfavoritter' : `${seed.name} på Spotify`, url: `https://open.spotify.com/${seed.services.some((id) => id.includes('dj')) ? 'playlist' : 'artist'}/${r.token(22, base62)}` },
          ...(r.chance(0.5) ? [{ title: 'Liveopptak', url: `https://soundcloud.com/${handle}/live-${r.token(5)}` }] : []),
        ]
      : [];
  const videos =
    seed.category === 'music'
      ? [{ title: 'Live fra et bryllup', url: youtube() }, ...(r.chance(0.5) ? [{ title: 'Utdrag fra repertoaret', url: youtube() }] : [])]
      : seed.category === 'events' && r.chance(0.5)
        ? [{ title: 'Glimt fra et arrangement', url: youtube() }]
        : [];
  return {
    experience: experienceText[seed.category](seed),
    music,
    videos,
    socials: {
      instagram: r.chance(0.8) ? `https://www.instagram.com/${handle}` : null,
      facebook: isCompany || r.chance(0.3) ? `https://www.facebook.com/${handle}` : null,
      tiktok: seed.category !== 'cleaning' && r.chance(0.35) ? `https://www.tiktok.com/@${handle}` : null,
      youtube: seed.category === 'music' ? `https://www.youtube.com/@${handle}` : null,
      website: isCompany ? `https://www.${slugify(seed.companyName ?? seed.name).replace(/-as$/, '')}.no` : null,
    },
    practicalInfo: r.pick(practicalInfo[seed.category]),
  };
}

const workingDayPatterns: Record<PictureTheme, number[][]> = {
  cleaning: [
    [1, 2, 3, 4, 5],
    [1, 2, 3, 4, 5, 6],
    [1, 2, 3, 4],
  ],
  events: [
    [4, 5, 6, 7],
    [1, 2, 3, 4, 5, 6],
    [3, 4, 5, 6, 7],
    [1, 2, 3, 4, 5, 6, 7],
  ],
  music: [
    [5, 6, 7],
    [4, 5, 6],
    [1, 2, 3, 4, 5, 6, 7],
  ],
};

/** The hours each trade keeps on its working days: parties and concerts run into the evening. */
const demoWorkingHours: Record<PictureTheme, { from: string; to: string }> = {
  cleaning: { from: '08:00', to: '16:00' },
  events: { from: '10:00', to: '23:00' },
  music: { from: '12:00', to: '23:00' },
};

/**
 * A demo provider's saved schedule: its trade's hours on the days its profile names (ISO weekdays),
 * so the days it can be booked are the days it says it works; null when that is the default
 * schedule, which a provider works until it saves its own.
 */
export function demoSchedule(category: PictureTheme, workingDays: readonly number[]): Schedule | null {
  const weekdays = workingDays.map((isoDay) => ({ day: weekdaySchema.options[isoDay - 1]!, workingHours: [demoWorkingHours[category]] }));
  if (JSON.stringify(weekdays) === JSON.stringify(defaultSchedule.weekdays)) return null;
  return { ...defaultSchedule, weekdays };
}

const galleryTitles: Record<PictureTheme, string[]> = {
  cleaning: ['Et nyvasket kjøkken', 'Bad etter storrengjøring', 'Teamet på vei til oppdrag', 'Skinnende vinduer'],
  events: ['Fra et bryllup i sommer', 'Bordoppsett til konfirmasjon', 'Stemning på firmafest', 'Buffet klar til servering'],
  music: ['Live på en bryllupsfest', 'Fra lydprøven', 'Fullt dansegulv', 'Klar til vielse'],
};

/** What a demo provider's past year is drawn with (seedDemoHistory). */
export interface DemoTrackRecord {
  acceptanceRate: number;
  responseMinutes: number;
  providerCancels: boolean;
}

export interface SeededDemoProvider {
  provider: ProviderEntity;
  seed: DemoProviderSeed;
  r: SeededRandom;
  track: DemoTrackRecord;
}

/** The admin account of the demo marketplace, so a fresh `npm start` can review registrations. */
export const demoAdmin = { firstName: 'Ada', lastName: 'Admin', phone: '+4740000000', email: 'admin@tjenestetorget.no' } as const;

function digitsOf(r: SeededRandom, length: number): string {
  return Array.from({ length }, () => String(r.int(0, 9))).join('');
}

/** A birth number with valid check digits (spec §9), for someone born between 1970 and 1999. */
function demoNationalId(r: SeededRandom): string {
  for (;;) {
    const base = `${String(r.int(1, 28)).padStart(2, '0')}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(70, 99))}${String(r.int(100, 499))}`;
    const first = mod11CheckDigit(toDigits(base), [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    if (first === null) continue;
    const second = mod11CheckDigit(toDigits(`${base}${first}`), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (second === null) continue;
    const id = `${base}${first}${second}`;
    if (isValidNationalId(id)) return id;
  }
}

/** An organisation number with a valid check digit; companies start at 9 like most real ones. */
function demoOrgNumber(r: SeededRandom): string {
  for (;;) {
    const base = `9${digitsOf(r, 7)}`;
    const check = mod11CheckDigit(toDigits(base), [3, 2, 7, 6, 5, 4, 3, 2]);
    if (check !== null && isValidOrgNumber(`${base}${check}`)) return `${base}${check}`;
  }
}

/** A bank account number with a valid MOD11 check digit. */
function demoBankAccount(r: SeededRandom): string {
  for (;;) {
    const base = `1503${digitsOf(r, 6)}`;
    const check = mod11CheckDigit(toDigits(base), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (check !== null && isValidBankAccount(`${base}${check}`)) return `${base}${check}`;
  }
}

const invoiceAddresses: Record<CityId, { streets: string[]; postalCodes: string[] }> = {
  oslo: { streets: ['Storgata 12', 'Thorvald Meyers gate 40', 'Bygdøy allé 5'], postalCodes: ['0182', '0560', '0657'] },
  bergen: { streets: ['Strandkaien 2', 'Nygårdsgaten 14'], postalCodes: ['5003', '5015'] },
  trondheim: { streets: ['Munkegata 20', 'Innherredsveien 7'], postalCodes: ['7011', '7030'] },
};

/**
 * Legal info a provider under review would have sent (spec §5), with valid check digits so the
 * admin console shows what a real registration looks like. Drawn from its own random source so
 * the rest of the demo data stays as it was. People's ID photos are drawn by `server/db/demo-id-photos.ts`.
 */
function seedDemoLegalInfo(em: EntityManager, provider: ProviderEntity, seed: DemoProviderSeed, email: string, submittedAt: Date): void {
  const r = seededRandom(`legal:${seed.name}`);
  const address = invoiceAddresses[seed.city];
  const postalCode = r.pick(address.postalCodes);
  const isIndividual = seed.orgType === 'individual';
  em.create(ProviderLegalInfoEntity, {
    provider,
    orgType: seed.orgType,
    firstName: seed.owner[0],
    lastName: seed.owner[1],
    companyName: isIndividual ? null : (seed.companyName ?? seed.name),
    orgNumber: isIndividual ? null : demoOrgNumber(r),
    nationalId: isIndividual ? demoNationalId(r) : null,
    email,
    bankAccountNumber: demoBankAccount(r),
    invoiceStreet: r.pick(address.streets),
    invoicePostalCode: postalCode,
    invoicePostalPlace: findPostalCode(postalCode)?.place ?? null,
    idPhotoKey: null,
    termsAcceptedAt: submittedAt,
  });
}

/**
 * Creates each demo provider with its owner (an account of its own), avatar, cover and gallery
 * pictures. Figures are drawn to look like a live marketplace: response times from ten minutes to
 * most of a day, cancel rates below 8 %, acceptance rates from 20 % to 98 %.
 */
export function seedDemoProviders(
  em: EntityManager,
  input: { categories: ReadonlyMap<string, CategoryEntity>; pictures: DemoPictureSet; now: Date },
): SeededDemoProvider[] {
  const usedSlugs = new Set<string>();
  const usedEmails = new Set<string>();
  em.create(UserEntity, { ...demoAdmin, language: 'nb_no', isAdmin: true, termsAcceptedAt: input.now, createdAt: input.now });
  return demoProviders.map((seed, index) => {
    const r = seededRandom(`provider:${seed.name}`);
    const category = input.categories.get(seed.category);
    if (!category) throw new Error(`Demo category ${seed.category} is missing`);
    for (const area of seed.areas) {
      if (!findArea(area)) throw new Error(`Demo provider ${seed.name} names an unknown area ${area}`);
    }

    let slug = slugify(seed.name);
    while (usedSlugs.has(slug)) slug = `${slugify(seed.name)}-${r.token(3)}`;
    usedSlugs.add(slug);
    const localPart = `${slugify(seed.owner[0])}.${slugify(seed.owner[1])}`.replace(/-/g, '.');
    const email = usedEmails.has(localPart) ? `${localPart}${index + 1}` : localPart;
    usedEmails.add(email);

    const createdAt = new Date(input.now.getTime() - r.int(40, 900) * 86_400_000);
    const owner = em.create(UserEntity, {
      firstName: seed.owner[0],
      lastName: seed.owner[1],
      phone: `+4790000${String(index + 1).padStart(3, '0')}`,
      email: `${email}@demo.tjenestetorget.no`,
      language: 'nb_no',
      termsAcceptedAt: createdAt,
      createdAt,
    });

    const approved = seed.status !== 'pending';
    const coverSeed = `${slug}:cover`;
    // The figures, badges and ranking are counted from the history drawn below (booking-history.seed.ts);
    // the draws that once were typed-in figures keep their places, so everything after them is drawn as before.
    const approvedAt = approved ? new Date(createdAt.getTime() + r.int(1, 4) * 86_400_000) : null;
    const description = `${seed.about} ${r.pick(closing[seed.category][seed.orgType === 'individual' ? 'individual' : 'firm'])}`;
    r.chance(0.85);
    const provider = em.create(ProviderEntity, {
      owner,
      status: approved ? 'approved' : 'pending',
      approvedAt,
      orgType: seed.orgType,
      companyName: seed.companyName ?? null,
      slug,
      displayName: seed.name,
      tagline: seed.tagline,
      description,
      category,
      instantBooking: seed.instantBooking ?? false,
      photo: input.pictures.add('providers', `${slug}-photo`, avatar(seed.name)),
      coverOriginal: input.pictures.add('providers', `${slug}-cover-original`, illustration({ theme: seed.category, seed: coverSeed, crop: 'wide' })),
      coverSquare: input.pictures.add('providers', `${slug}-cover-square`, illustration({ theme: seed.category, seed: coverSeed, crop: 'square' })),
      coverWide: input.pictures.add('providers', `${slug}-cover-wide`, illustration({ theme: seed.category, seed: coverSeed, crop: 'wide' })),
      content: profileContent(seed, slug, r),
      locations: [...seed.areas],
      workingDays: [...r.pick(workingDayPatterns[seed.category])],
      idVerified: seed.idVerified ?? approved,
      createdAt,
    });
    const schedule = demoSchedule(seed.category, provider.workingDays);
    if (schedule) em.create(ProviderScheduleEntity, { provider, ...storedScheduleValues(schedule) });
    const cancelDraw = r.float(0, 0.08);
    const responseMinutes = approved ? r.int(10, 20 * 60) : 0;
    const drawnAcceptance = approved && seed.acceptanceRate === undefined ? r.float(0.45, 0.98) : null;
    if (approved) r.int(20, 900);
    const track: DemoTrackRecord = {
      providerCancels: !seed.recommended && cancelDraw > 0.03,
      responseMinutes,
      acceptanceRate: seed.acceptanceRate ?? (seed.recommended ? 0.95 : (drawnAcceptance ?? 0.8)),
    };

    if (!approved) {
      // Sent for review a day or two ago: the review queue is what the demo admin sees first.
      const submittedAt = new Date(input.now.getTime() - (index % 3) * 86_400_000 - 3 * 3_600_000);
      Object.assign(provider, { submittedAt, registrationStage: 5 });
      seedDemoLegalInfo(em, provider, seed, owner.email, submittedAt);
    }

    if (approved) {
      r.sample(galleryTitles[seed.category], r.int(2, 3)).forEach((title, sortIndex) => {
        const pictureSeed = `${slug}:gallery:${sortIndex}`;
        em.create(ProviderPictureEntity, {
          provider,
          square: input.pictures.add('providers', `${slug}-gallery-${sortIndex + 1}-square`, illustration({ theme: seed.category, seed: pictureSeed, crop: 'square' })),
          wide: input.pictures.add('providers', `${slug}-gallery-${sortIndex + 1}-wide`, illustration({ theme: seed.category, seed: pictureSeed, crop: 'wide' })),
          title,
          sortIndex,
          createdAt,
        });
      });
    }
    return { provider, seed, r, track };
  });
}
