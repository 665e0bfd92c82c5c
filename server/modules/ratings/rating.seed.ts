import type { EntityManager } from '@mikro-orm/postgresql';
import type { PictureTheme } from '#server/db/demo-pictures.ts';
import type { SeededRandom } from '#server/db/seeded-random.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { ProviderRatingEntity } from './provider-rating.entity.ts';

export type Stars = 1 | 2 | 3 | 4 | 5;

/** What customers wrote, by category and stars; null means a rating without a comment. */
export const demoRatingComments: Record<PictureTheme, Record<Stars, Array<string | null>>> = {
  cleaning: {
    5: [
      'Helt fantastisk! Leiligheten har aldri vært så ren. Kommer garantert til å bestille igjen.',
      'Flyttevasken ble godkjent uten en eneste merknad. Vel verdt pengene.',
      'Punktlige, hyggelige og svært grundige. Til og med listene ble vasket.',
      'Vi har hatt fast vask i et halvt år nå, og det er like bra hver gang.',
      'Vinduene er så rene at fuglene nesten flyr inn i dem. Anbefales!',
      'Rask respons og veldig fleksible med tidspunkt. Tusen takk!',
      'Badet skinner. Hun fikk bort kalk jeg trodde var umulig å fjerne.',
      null,
    ],
    4: [
      'Veldig fornøyd med vasken. Glemte ett vindu, men det ble fikset med en gang jeg sa fra.',
      'Grundig jobb og hyggelig renholder. Kom litt senere enn avtalt.',
      'Godt resultat og fair pris. Skulle gjerne hatt bedre tid til ovnen.',
      'Solid jobb på flyttevasken. Utleier var fornøyd.',
      null,
    ],
    3: ['Greit resultat, men noen steder var ikke vasket under møblene.', 'Helt ok, men det tok lengre tid enn avtalt og ble dyrere enn forventet.'],
    2: ['Måtte be dem komme tilbake for å vaske kjøkkenet på nytt. Ble bra til slutt.'],
    1: ['Kom ikke på avtalt tid og svarte ikke på meldinger. Fikk pengene tilbake.'],
  },
  events: {
    5: [
      'Maten var nydelig og servitørene fantastiske. Gjestene snakker fortsatt om det!',
      'Bildene fra bryllupet er helt magiske. Hun fanget alle de små øyeblikkene.',
      'Alt gikk på skinner, og vi kunne bare nyte dagen. Tusen takk!',
      'Konfirmasjonen ble akkurat som vi ønsket. Profesjonelle fra start til slutt.',
      'Barna hadde den beste bursdagen noensinne. Anbefales på det varmeste!',
      'Julebordet ble en stor suksess. Vi booker igjen neste år.',
      'Fleksible, kreative og veldig hyggelige å samarbeide med.',
      null,
    ],
    4: [
      'Veldig god mat, men litt lite av dessertene. Ellers perfekt.',
      'Fine bilder og hyggelig fotograf. Leveringen tok litt lenger tid enn lovet.',
      'Flott pynt, selv om ballongbuen kom en time senere enn planlagt.',
      'God stemning og god service. Vi ville gjerne hatt litt mer vegetarmat.',
      null,
    ],
    3: ['Maten var god, men det manglet en servitør store deler av kvelden.', 'Helt greit, men ikke helt det vi hadde sett for oss.'],
    2: ['Leveringen kom for sent, og noe av maten var kald.'],
    1: ['Dukket ikke opp før en time etter avtalt tid. Skuffende.'],
  },
  music: {
    5: [
      'Dansegulvet var fullt hele kvelden. Beste DJ vi kunne fått!',
      'Hun sang så vakkert i vielsen at hele kirken grein. Takk!',
      'Bandet leverte langt over forventning. Folk danset til klokka tre.',
      'Nydelig pianospill til middagen. Akkurat riktig lydnivå.',
      'Strykekvartetten gjorde vielsen helt magisk.',
      'Profesjonell, hyggelig og veldig lydhør for ønskene våre.',
      'Fantastisk gitarist som fikk med seg hele selskapet på allsang.',
      null,
    ],
    4: [
      'God musikk og god stemning. Litt for høyt lydnivå under talene.',
      'Flott opptreden, selv om riggingen tok lenger tid enn planlagt.',
      'Veldig fornøyd, men skulle gjerne hatt litt flere norske låter.',
      null,
    ],
    3: ['Grei DJ, men spilte ikke så mye av ønskelisten vår.', 'Fint spilt, men kom i siste liten.'],
    2: ['Lyden var dårlig de første timene. Ble bedre etter hvert.'],
    1: ['Avlyste to dager før. Vi måtte finne en annen på kort varsel.'],
  },
};

/** First names shown on ratings that are not anonymous. */
export const demoCustomerFirstNames = [
  'Kari', 'Ola', 'Ingrid', 'Lars', 'Marte', 'Jonas', 'Sofie', 'Henrik', 'Emma', 'Magnus', 'Nora', 'Sindre', 'Ida', 'Eirik',
  'Thea', 'Håkon', 'Maja', 'Kristian', 'Silje', 'Andreas', 'Hanne', 'Ahmed', 'Agnieszka', 'Mohammed', 'Linnea', 'Øystein',
  'Åse', 'Per', 'Tone', 'Bjørn',
];

/** Mostly 4 and 5 stars, as on a marketplace where good providers stay. */
function drawStars(r: SeededRandom): Stars {
  const roll = r.next();
  if (roll < 0.6) return 5;
  if (roll < 0.86) return 4;
  if (roll < 0.95) return 3;
  if (roll < 0.985) return 2;
  return 1;
}

const day = 86_400_000;

/**
 * 4–12 ratings per provider over the last 18 months, each for one of its services. About one in
 * seven is anonymous (no name kept) and one in five came from another platform (`externalId`). A
 * provider the demo means to be recommended (docs/ranking.md) has 12–18, five in six of them 5 stars.
 */
export function seedDemoRatings(
  em: EntityManager,
  input: { provider: ProviderEntity; theme: PictureTheme; services: readonly ServiceEntity[]; r: SeededRandom; now: Date; recommended?: boolean },
): ProviderRatingEntity[] {
  const { r } = input;
  const services = input.services.filter((service) => service.enabled);
  if (!services.length) return [];
  const oldest = Math.max(input.provider.createdAt.getTime(), input.now.getTime() - 548 * day);
  const count = input.recommended ? r.int(12, 18) : r.int(4, 12);
  return Array.from({ length: count }, (_, index) => {
    const service = r.pick(services);
    const stars: Stars = input.recommended ? (index % 6 === 5 ? 4 : 5) : drawStars(r);
    const anonymous = r.chance(0.15);
    const imported = r.chance(0.2);
    const createdAt = new Date(oldest + Math.floor(r.next() * (input.now.getTime() - oldest - day)));
    return em.create(ProviderRatingEntity, {
      provider: input.provider,
      service,
      customer: null,
      serviceTitle: service.title,
      numStars: stars,
      comment: r.pick(demoRatingComments[input.theme][stars]),
      customerFirstname: anonymous ? null : r.pick(demoCustomerFirstNames),
      anonymous,
      externalId: imported ? `import:${r.token(10)}` : null,
      createdAt,
    });
  });
}
