import type { CustomFieldDef, CustomFieldValues } from '@hirebase/shared';
import { ensureDefaultModel, insertModel, updateModel } from '../modules/customers/model-repository.ts';
import { insertCustomer } from '../modules/customers/repository.ts';
import { findRentalPlaceUserByEmail } from '../modules/rental-place/repository.ts';
import type { Db } from '../platform/db/pool.ts';
import { newId } from '../platform/ids.ts';

const RENTAL_FIELDS: CustomFieldDef[] = [
  { key: 'height', label: 'Taille (cm)', type: 'number', required: false },
  { key: 'weight', label: 'Poids (kg)', type: 'number', required: false },
  { key: 'shoeSize', label: 'Pointure', type: 'number', required: false },
  {
    key: 'skiLevel',
    label: 'Niveau de ski',
    type: 'select',
    options: ['Débutant', 'Intermédiaire', 'Confirmé', 'Expert'],
    required: false,
  },
  { key: 'frameSize', label: 'Taille de cadre', type: 'select', options: ['XS', 'S', 'M', 'L', 'XL'], required: false },
];

const PRO_FIELDS: CustomFieldDef[] = [
  { key: 'purchaseOrder', label: 'N° de bon de commande', type: 'text', required: false },
  { key: 'monthlyInvoice', label: 'Facturation mensuelle', type: 'boolean', required: false },
  { key: 'contractEnd', label: 'Fin de contrat', type: 'date', required: false },
];

// Fictitious people and businesses; emails use reserved example domains. One line per customer; the last column
// (notes) may hold ";". Sizes: height/weight/shoe size/ski level/frame size. Since: days before the seed.
const PEOPLE = `
first;last;email;phone;lang;born;street;zip;city;country;sizes;consent;since;notes
Léa;Dupont;client@demo.hirebase.test;+33 6 11 22 33 44;fr;;3 rue Royale;74000;Annecy;FR;168/58/38/Intermédiaire/S;yes;8;
Thomas;Girard;thomas.girard@example.com;+33 6 12 45 78 90;fr;1986-03-14;12 avenue de Genève;74000;Annecy;FR;182/78/44/Confirmé/L;yes;640;
Camille;Lefèvre;camille.lefevre@example.com;+33 6 23 56 89 01;fr;;45 rue Garibaldi;69003;Lyon;FR;165/56/38/Intermédiaire/S;;590;
Julien;Moreau;julien.moreau@example.org;+33 6 34 67 90 12;fr;;8 rue Oberkampf;75011;Paris;FR;176/72/42/Débutant/M;;560;Vient chaque année pour les vacances de février.
Sophie;Bernard;sophie.bernard@example.net;+33 6 45 78 01 23;fr;1979-11-02;3 route d’Albertville;74320;Sevrier;FR;170/61/39/Expert/M;yes;520;
Nicolas;Petit;nicolas.petit@example.com;+33 7 56 89 12 34;fr;;27 place Saint-Léger;73000;Chambéry;FR;179/80/43/Confirmé/L;;480;
Manon;Roux;manon.roux@example.org;+33 6 67 90 23 45;fr;;14 cours Berriat;38000;Grenoble;FR;160/52/37/Intermédiaire/XS;;455;
Antoine;Fournier;antoine.fournier@example.com;+33 6 78 01 34 56;fr;;2 chemin des Fontaines;74290;Talloires-Montmin;FR;188/85/45/Expert/XL;yes;430;Location longue durée d’un VAE en 2025.
Élodie;Mercier;elodie.mercier@example.net;+33 6 89 12 45 67;fr;;9 route d’Annecy;74290;Veyrier-du-Lac;FR;168/59/39/Confirmé/S;;400;
Hugo;Lambert;hugo.lambert@example.com;+33 6 90 23 56 78;fr;2004-06-21;31 rue Carnot;74000;Annecy;FR;174/68/42/Intermédiaire/M;;370;
Chloé;Fontaine;chloe.fontaine@example.org;+33 6 01 34 67 89;fr;;5 avenue du Stade;74960;Cran-Gevrier;FR;158/50/36/Débutant/XS;yes;345;
Maxime;Chevalier;maxime.chevalier@example.com;+33 6 13 46 79 02;fr;;60 quai Saint-Vincent;69001;Lyon;FR;185/82/44/Confirmé/L;;320;
Pauline;Robin;pauline.robin@example.net;+33 6 24 57 80 13;fr;;18 rue Paradis;13006;Marseille;FR;163/54/38/Débutant/S;;300;
Lucas;Gauthier;lucas.gauthier@example.com;+33 7 35 68 91 24;fr;;7 rue Sommeiller;74000;Annecy;FR;180/75/43/Expert/M;yes;280;
Inès;Garnier;ines.garnier@example.org;+33 6 46 79 02 35;fr;;22 avenue Champ Fleuri;74600;Seynod;FR;167/57/38/Intermédiaire/;;260;
Pierre-Yves;Dubois;;+33 6 57 80 13 46;fr;;4 impasse des Tilleuls;74000;Annecy;FR;;;240;Pas d’email : le joindre par téléphone.
Mathilde;Blanc;;04 50 45 12 78;fr;;11 rue Royale;74000;Annecy;FR;171/63/40/Confirmé/M;;220;
Luca;Bianchi;luca.bianchi@example.com;+41 91 923 45 67;it;;Via Nassa 21;6900;Lugano;CH;177/74/43/Confirmé/M;;200;
Anna;Müller;anna.mueller@example.ch;+41 79 234 56 78;en;;Bahnhofstrasse 10;8001;Zürich;CH;172/60/39/Expert/S;yes;185;
Matthieu;Favre;matthieu.favre@example.ch;+41 22 345 67 89;fr;1990-01-30;Rue de Carouge 50;1205;Genève;CH;183/79/44/Intermédiaire/L;;170;
Sarah;Rochat;sarah.rochat@example.ch;+41 21 456 78 90;fr;;Avenue d’Ouchy 4;1006;Lausanne;CH;166/55/38/Confirmé/S;;150;
Nicolas;Perrin;nicolas.perrin@example.ch;+41 78 567 89 01;fr;;Place du Marché 3;1227;Carouge;CH;178/77/43/Débutant/M;;135;
Laura;Keller;laura.keller@example.ch;+41 32 678 90 12;fr;;Rue du Seyon 12;2000;Neuchâtel;CH;;;120;
James;Wilson;james.wilson@example.co.uk;+44 20 7946 0123;en;;14 Victoria Street;SW1H 0ET;London;GB;186/88/45/Intermédiaire/L;;110;Family of four, books every Easter.
Emily;Clarke;emily.clarke@example.co.uk;+44 161 496 0456;en;;22 Deansgate;M3 4LY;Manchester;GB;164/58/38/Débutant/S;;95;
Oliver;Hughes;oliver.hughes@example.co.uk;+44 117 496 0789;en;;5 Queen Square;BS1 4JQ;Bristol;GB;181/76/44/Confirmé/L;yes;80;
Charlotte;Evans;charlotte.evans@example.co.uk;+44 131 496 0012;en;;8 Royal Mile;EH1 1RE;Edinburgh;GB;;;70;
Harry;Thompson;harry.thompson@example.co.uk;+44 1273 496 034;en;;3 Marine Parade;BN2 1TL;Brighton;GB;190/92/46/Expert/XL;;55;
Siobhan;Murphy;siobhan.murphy@example.ie;+353 1 555 0147;en;;12 Grafton Street;D02 VK65;Dublin;IE;169/62/39/Intermédiaire/M;;45;
Marta;Silva;marta.silva@example.pt;+351 912 345 678;pt;;Rua Augusta 100;1100-053;Lisboa;PT;162/54/37/Débutant/S;;35;
Javier;García;javier.garcia@example.es;+34 612 345 678;es;;Calle de Alcalá 45;28014;Madrid;ES;175/73/42/Intermédiaire/M;;25;
Giulia;Rossi;giulia.rossi@example.it;+39 347 123 4567;it;;Via Roma 12;10121;Torino;IT;167/56/38/Confirmé/S;yes;12;
Arthur;Vincent;arthur.vincent@example.com;+33 6 68 91 24 57;fr;2011-09-05;16 rue de la Paix;74000;Annecy;FR;148/40/35/Débutant/XS;;4;Mineur : location signée par son père (Jérôme Vincent).
`;

const BUSINESSES = `
company;vat;first;last;email;phone;lang;street;zip;city;country;purchaseOrder;monthlyInvoice;contractEnd;consent;since;notes
Hôtel Le Belvédère du Lac;FR32512345678;Claire;Martin;reception@belvedere-lac.example.com;+33 4 50 60 12 34;fr;21 avenue d’Albigny;74000;Annecy;FR;BC-2026-014;yes;2026-12-31;;610;Vélos pour les clients de l’hôtel ; facture en fin de mois.
Hôtel Les Cimes du Semnoz;FR45498765432;;;contact@cimes-semnoz.example.com;+33 4 50 01 23 45;fr;Route du Crêt de Châtillon;74320;Leschaux;FR;;yes;;;500;
École de Ski des Aravis;FR78443322110;Bruno;Perrillat;direction@ecole-ski-aravis.example.com;+33 4 50 02 40 83;fr;Place de l’Église;74220;La Clusaz;FR;ESA-HIVER-26;yes;2026-04-30;;420;Skis et casques des moniteurs pour la saison d’hiver.
Camping Les Rives du Lac;FR12877665544;;;accueil@rives-du-lac.example.com;+33 4 50 44 30 00;fr;1140 route de la Plage;74210;Doussard;FR;;;;;330;
Annecy Outdoor Séminaires;FR90833445566;Karine;Duval;events@outdoor-seminaires.example.com;+33 6 71 82 93 04;fr;5 rue de la République;74000;Annecy;FR;AOS-0412;;;yes;190;Séminaires d’entreprise : 20 VAE pour les sorties du jeudi.
Résidence Les Balcons du Lac;FR23755667788;;;resa@balcons-du-lac.example.com;+33 4 50 68 10 20;fr;88 route du Port;74410;Duingt;FR;;;;;140;
Alpine Cycle Tours Ltd;GB123456789;Ben;Carter;ops@alpinecycletours.example.co.uk;+44 20 7946 0555;en;40 Long Acre;WC2E 9LG;London;GB;;no;;;60;Guided tours round the lake, May to September.
`;

/** The rows of a table above as objects by header; the last column takes the rest of the line. */
function rows(table: string): Record<string, string>[] {
  const [header, ...lines] = table.trim().split('\n');
  const names = header.split(';');
  return lines.map((line) => {
    const cells = line.split(';');
    const last = cells.splice(names.length - 1).join(';');
    return Object.fromEntries(names.map((name, i) => [name, i === names.length - 1 ? last : cells[i]]));
  });
}

const orNull = (text: string) => text || null;

function sizes(text: string): CustomFieldValues {
  if (!text) return {};
  const [height, weight, shoeSize, skiLevel, frameSize] = text.split('/');
  return {
    height: Number(height),
    weight: Number(weight),
    shoeSize: Number(shoeSize),
    skiLevel,
    ...(frameSize ? { frameSize } : {}),
  };
}

function proFields(c: Record<string, string>): CustomFieldValues {
  return {
    ...(c.purchaseOrder ? { purchaseOrder: c.purchaseOrder } : {}),
    ...(c.monthlyInvoice ? { monthlyInvoice: c.monthlyInvoice === 'yes' } : {}),
    ...(c.contractEnd ? { contractEnd: c.contractEnd } : {}),
  };
}

/** Demo customers of a bike-and-ski shop in Annecy, with its customer models; the marketplace demo customer too. */
export async function seedDemoCustomers(db: Db, companyId: string, now = new Date()) {
  const rental = await ensureDefaultModel(db, companyId, now);
  await updateModel(db, companyId, rental.id, { name: 'Clients location', fields: RENTAL_FIELDS });
  const pro = await insertModel(db, {
    companyId,
    id: newId(now.getTime()),
    name: 'Professionnels',
    fields: PRO_FIELDS,
  });
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  const marketplace = await findRentalPlaceUserByEmail(db, 'client@demo.hirebase.test');
  const all = [
    ...rows(PEOPLE).map((row) => ({ row, type: 'individual' as const, modelId: rental.id, fields: sizes(row.sizes) })),
    ...rows(BUSINESSES).map((row) => ({ row, type: 'entreprise' as const, modelId: pro.id, fields: proFields(row) })),
  ];
  for (const { row: c, type, modelId, fields } of all) {
    const at = daysAgo(Number(c.since));
    await insertCustomer(db, {
      companyId,
      id: newId(at.getTime()),
      customerModelId: modelId,
      type,
      firstName: orNull(c.first),
      lastName: orNull(c.last),
      companyName: orNull(c.company ?? ''),
      vatNumber: orNull(c.vat ?? ''),
      email: orNull(c.email),
      phone: orNull(c.phone),
      language: orNull(c.lang),
      birthDate: orNull(c.born ?? ''),
      addresses: [
        {
          label: type === 'entreprise' ? 'Siège' : 'Domicile',
          street: c.street,
          zip: c.zip,
          city: c.city,
          country: c.country,
        },
      ],
      customFields: fields,
      notes: orNull(c.notes),
      marketingConsent: c.consent === 'yes',
      rentalPlaceUserId: c.email === marketplace?.email ? marketplace.id : null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
