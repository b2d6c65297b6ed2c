import { saveSections } from '../modules/company-settings/repository.ts';
import { DEFAULTS } from '../modules/company-settings/sections.ts';
import type { Db } from '../platform/db/pool.ts';

const morningAndAfternoon = [
  { from: '09:00', to: '12:00' },
  { from: '14:00', to: '18:30' },
];

/** Settings of the demo bike-and-ski shop in Annecy, as its owner would have filled them in. */
export async function seedDemoSettings(db: Db, companyId: string, now = new Date()) {
  const year = now.getUTCFullYear();
  const years = [year, year + 1];
  await saveSections(
    db,
    companyId,
    {
      mainInfos: {
        description: 'Location de vélos, VTT électriques et skis au cœur d’Annecy, à deux pas du lac.',
        website: 'https://cycles-et-glisse.test/',
        street: '8 avenue d’Albigny',
        zip: '74000',
        lat: 45.9026,
        lng: 6.1339,
      },
      socialMedia: {
        facebook: 'https://www.facebook.com/cyclesetglisse',
        instagram: 'https://www.instagram.com/cyclesetglisse',
      },
      vat: { rentalBp: 2000, workshopBp: 2000, name: 'TVA' },
      openingHours: {
        monday: [],
        tuesday: morningAndAfternoon,
        wednesday: morningAndAfternoon,
        thursday: morningAndAfternoon,
        friday: morningAndAfternoon,
        saturday: morningAndAfternoon,
        sunday: morningAndAfternoon,
      },
      closedDates: years.flatMap((y) => [
        { start: `${y}-01-01`, end: `${y}-01-01`, label: 'Jour de l’an' },
        { start: `${y}-05-01`, end: `${y}-05-01`, label: 'Fête du travail' },
        { start: `${y}-12-25`, end: `${y}-12-25`, label: 'Noël' },
      ]),
      lowSeasonDates: years.map((y) => ({ start: `${y}-11-01`, end: `${y}-11-30`, label: 'Novembre' })),
      bookingSlots: {
        enabled: true,
        durationMinutes: 30,
        startTimes: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '16:00', '17:00'],
        minNoticeMinutes: 120,
        maxDaysInAdvance: 180,
      },
      delivery: {
        enabled: true,
        pricingType: 'PER_KM',
        priceCents: 150,
        minimumPriceCents: 1500,
        maxDistanceKm: 25,
        freeDeliveryMinimum: { type: 'SUBTOTAL', subtotalCents: 20000 },
      },
      cancellation: { policy: 'MODERATE', customRules: [] },
      bail: {
        access: { enabled: true, onlineStore: true, dashboard: true, captureRequiresManager: true },
        maxCents: { lcd: 150000, event: 50000, internalLcd: 250000, internalEvent: 50000, internalLld: 300000 },
      },
      partPayment: {
        order: { enabled: true, share: { type: 'PERCENTAGE', basisPoints: 3000 } },
        event: { enabled: true, share: { type: 'AMOUNT', cents: 2000 } },
      },
      documents: {
        color: '#0b6e4f',
        customFields: [
          { label: 'SIRET', value: '812 345 678 00019' },
          { label: 'TVA intracommunautaire', value: 'FR32 812345678' },
        ],
      },
      mailSender: { name: 'Cycles & Glisse', replyTo: 'contact@cycles-et-glisse.test' },
      onlineStore: {
        ...DEFAULTS.onlineStore,
        phone: '+33 4 50 00 00 00',
        description: {
          fr: 'Vélos de ville, VTT électriques et vélos enfants l’été ; skis, snowboards et raquettes l’hiver. Réservez en ligne, récupérez votre matériel réglé et prêt à partir.',
          en: 'City bikes, e-MTBs and kids’ bikes in summer; skis, snowboards and snowshoes in winter. Book online and pick up your gear ready to go.',
        },
        shortDescription: { fr: 'Vélos et skis au bord du lac d’Annecy', en: 'Bikes and skis by Lake Annecy' },
        showPricing: true,
      },
      notifications: {
        orderReminder: { enabled: true, hoursBeforeStart: 24 },
        opinionBooster: { enabled: true, delayHours: 4, reviewUrl: 'https://g.page/r/cycles-et-glisse/review' },
      },
      newsletter: { customerOptIn: true, platformLists: ['BONPLAN'] },
      events: {
        tags: ['Balade', 'Sortie VTT', 'Initiation ski'],
        universes: ['Lac', 'Montagne'],
        universesActivated: true,
        universesTag: 'Balade',
      },
      marketplace: { visible: true, placeId: 'ChIJ0Yv3C5eFi0cRCyIXMkcwVZo' },
      theme: {
        primaryColor: '#0b6e4f',
        secondaryColor: '#f59e0b',
        backgroundColor: '#ffffff',
        textColor: '#1c1917',
        font: 'DM Sans',
        logoPosition: 'LEFT',
        buttonsRadius: 8,
      },
      termsConditions:
        '<h2>Conditions générales de location</h2><p>Le matériel est loué en bon état et doit être rendu propre, ' +
        'à l’heure convenue. Une caution est demandée au départ ; elle est restituée au retour après contrôle.</p>' +
        '<p>Annulation : remboursement intégral jusqu’à 5 jours avant le début, 50 % jusqu’à 48 h avant.</p>',
      termsConditionsLld:
        '<h2>Location longue durée</h2><p>Engagement de 3 mois minimum, entretien inclus, mensualités prélevées ' +
        'le 5 de chaque mois.</p>',
      eventCgu: '<h2>Sorties encadrées</h2><p>Les sorties ont lieu par tous les temps sauf alerte météo.</p>',
      customerTextRgpd:
        'Vos données servent uniquement à gérer vos locations. Vous pouvez demander leur suppression à ' +
        'contact@cycles-et-glisse.test.',
    },
    now,
  );
}
