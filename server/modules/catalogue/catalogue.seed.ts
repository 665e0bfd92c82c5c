import type { EntityManager } from '@mikro-orm/postgresql';
import { CategoryEntity } from './category.entity.ts';
import { SubcategoryItemEntity } from './subcategory-item.entity.ts';
import { SubcategoryEntity } from './subcategory.entity.ts';

interface SeedItem {
  name: string;
  no: string;
  en: string;
}
interface SeedSubcategory extends SeedItem {
  items: SeedItem[];
}
interface SeedCategory {
  name: string;
  slug: string;
  title: [nb: string, en: string];
  uiTitle: [nb: string, en: string];
  description: [nb: string, en: string];
  questionTitleHint: [nb: string, en: string];
  taxRate: number;
  type: 'event' | 'dailylife';
  enableParticipants: boolean;
  subcategories: SeedSubcategory[];
}

const item = (name: string, no: string, en: string): SeedItem => ({ name, no, en });

/** The demo catalogue: what a Norwegian customer expects to find on day one. */
export const demoCategories: SeedCategory[] = [
  {
    name: 'cleaning',
    slug: 'rengjoring',
    title: ['Rengjøring', 'Cleaning'],
    uiTitle: ['Få hjemmet rent uten å løfte en finger', 'A clean home without lifting a finger'],
    description: [
      'Fast vask, flyttevask, vinduer og storrengjøring i Oslo og omegn. Forsikrede renholdere med godkjenning fra Arbeidstilsynet.',
      'Recurring cleaning, move-out cleaning, windows and deep cleaning in Oslo and surroundings. Insured cleaners approved by the Labour Inspection Authority.',
    ],
    questionTitleHint: ['Fortell hva som skal vaskes, og hvor stort det er', 'Tell us what needs cleaning and how big it is'],
    taxRate: 25,
    type: 'dailylife',
    enableParticipants: false,
    subcategories: [
      {
        ...item('recurring', 'Fast rengjøring', 'Recurring cleaning'),
        items: [
          item('weekly', 'Hver uke', 'Every week'),
          item('biweekly', 'Annenhver uke', 'Every other week'),
          item('every-four-weeks', 'Hver fjerde uke', 'Every four weeks'),
        ],
      },
      {
        ...item('one-time', 'Engangsrengjøring', 'One-time cleaning'),
        items: [
          item('deep-clean', 'Storrengjøring', 'Deep cleaning'),
          item('after-renovation', 'Etter oppussing', 'After renovation'),
          item('before-viewing', 'Før visning', 'Before a viewing'),
        ],
      },
      {
        ...item('move-out', 'Flyttevask', 'Move-out cleaning'),
        items: [
          item('apartment', 'Leilighet', 'Apartment'),
          item('house', 'Enebolig eller rekkehus', 'House or townhouse'),
          item('approval-guarantee', 'Med godkjenningsgaranti', 'With approval guarantee'),
        ],
      },
      {
        ...item('windows', 'Vindusvask', 'Window cleaning'),
        items: [
          item('inside', 'Innvendig', 'Inside'),
          item('outside', 'Utvendig', 'Outside'),
          item('frames', 'Karmer og lister', 'Frames and sills'),
        ],
      },
      {
        ...item('office', 'Kontorrenhold', 'Office cleaning'),
        items: [item('daily', 'Daglig renhold', 'Daily cleaning'), item('periodic', 'Periodisk renhold', 'Periodic cleaning')],
      },
    ],
  },
  {
    name: 'events',
    slug: 'arrangement',
    title: ['Arrangement', 'Events'],
    uiTitle: ['Alt til festen på ett sted', 'Everything for the party in one place'],
    description: [
      'Bryllup, konfirmasjon, bursdag og firmafest: finn fotograf, servering, pynt og hjelp på dagen.',
      'Weddings, confirmations, birthdays and company parties: find a photographer, catering, decorations and help on the day.',
    ],
    questionTitleHint: ['Hva slags arrangement planlegger du?', 'What kind of event are you planning?'],
    taxRate: 25,
    type: 'event',
    enableParticipants: true,
    subcategories: [
      {
        ...item('wedding', 'Bryllup', 'Wedding'),
        items: [item('ceremony', 'Vielse', 'Ceremony'), item('reception', 'Bryllupsfest', 'Reception'), item('planning', 'Planlegging', 'Planning')],
      },
      {
        ...item('confirmation', 'Konfirmasjon', 'Confirmation'),
        items: [item('serving', 'Servering', 'Serving'), item('decoration', 'Pynt og dekorasjon', 'Decoration')],
      },
      {
        ...item('birthday', 'Bursdag', 'Birthday'),
        items: [item('kids', 'Barnebursdag', "Children's birthday"), item('milestone', 'Rund dag', 'Milestone birthday')],
      },
      {
        ...item('company-party', 'Firmafest', 'Company party'),
        items: [item('christmas-party', 'Julebord', 'Christmas party'), item('summer-party', 'Sommerfest', 'Summer party')],
      },
      {
        ...item('catering', 'Catering', 'Catering'),
        items: [item('buffet', 'Buffet', 'Buffet'), item('tapas', 'Tapas', 'Tapas'), item('cakes', 'Kaker og dessert', 'Cakes and dessert')],
      },
      {
        ...item('photographer', 'Fotograf', 'Photographer'),
        items: [item('portrait', 'Portrett', 'Portrait'), item('event-photo', 'Eventfoto', 'Event photography')],
      },
    ],
  },
  {
    name: 'music',
    slug: 'musikk',
    title: ['Musikk', 'Music'],
    uiTitle: ['Levende musikk til alle anledninger', 'Live music for every occasion'],
    description: [
      'DJ, band, sangere og musikere til bryllup, fest og minnestund. Hør prøver, les omtaler og book direkte.',
      'DJs, bands, singers and musicians for weddings, parties and memorials. Listen to samples, read reviews and book directly.',
    ],
    questionTitleHint: ['Hva slags musikk ønsker du, og til hvilken anledning?', 'What kind of music do you want, and for which occasion?'],
    taxRate: 25,
    type: 'event',
    enableParticipants: true,
    subcategories: [
      {
        ...item('dj', 'DJ', 'DJ'),
        items: [item('wedding-dj', 'Bryllup', 'Wedding'), item('party-dj', 'Fest', 'Party'), item('sound-light', 'Lyd og lys', 'Sound and lights')],
      },
      {
        ...item('band', 'Band', 'Band'),
        items: [item('pop-rock', 'Pop og rock', 'Pop and rock'), item('jazz', 'Jazz', 'Jazz'), item('dance-band', 'Dansband', 'Dance band')],
      },
      {
        ...item('singer', 'Sanger', 'Singer'),
        items: [item('ceremony-singer', 'Vielse og dåp', 'Weddings and christenings'), item('memorial', 'Begravelse og minnestund', 'Funerals and memorials')],
      },
      {
        ...item('instrumentalist', 'Musiker', 'Musician'),
        items: [item('piano', 'Piano', 'Piano'), item('strings', 'Strykere', 'Strings'), item('guitar', 'Gitar', 'Guitar')],
      },
    ],
  },
];

/** Writes the demo catalogue; the caller decides that the database is empty. */
export function seedDemoCategories(em: EntityManager): void {
  demoCategories.forEach((seed, categoryIndex) => {
    const category = em.create(CategoryEntity, {
      name: seed.name,
      slug: seed.slug,
      titleNb: seed.title[0],
      titleEn: seed.title[1],
      uiTitleNb: seed.uiTitle[0],
      uiTitleEn: seed.uiTitle[1],
      descriptionNb: seed.description[0],
      descriptionEn: seed.description[1],
      questionTitleHintNb: seed.questionTitleHint[0],
      questionTitleHintEn: seed.questionTitleHint[1],
      image: `/images/categories/${seed.slug}.svg`,
      taxRate: seed.taxRate,
      type: seed.type,
      enableParticipants: seed.enableParticipants,
      sortIndex: categoryIndex,
    });
    seed.subcategories.forEach((subSeed, subIndex) => {
      const subcategory = em.create(SubcategoryEntity, {
        category,
        name: subSeed.name,
        titleNo: subSeed.no,
        titleEn: subSeed.en,
        sortIndex: subIndex,
      });
      subSeed.items.forEach((itemSeed, itemIndex) => {
        em.create(SubcategoryItemEntity, {
          subcategory,
          name: itemSeed.name,
          titleNo: itemSeed.no,
          titleEn: itemSeed.en,
          sortIndex: itemIndex,
        });
      });
    });
  });
}
