import type { Category } from '../../src/domain/catalog/categories';
import type { District } from '../../src/domain/catalog/districts';
import type { Unit } from '../../src/domain/catalog/product-options';

/** Demonstration data: invented farmers (their e-mails say so) and what such farmers typically sell. */
export const demoFarmers: { firstName: string; lastName: string; district: District; town: string }[] = [
  { firstName: 'Nimal', lastName: 'Perera', district: 'nuwara-eliya', town: 'Welimada' },
  { firstName: 'Kumari', lastName: 'Jayawardena', district: 'kandy', town: 'Peradeniya' },
  { firstName: 'Selvaraj', lastName: 'Thevarajah', district: 'jaffna', town: 'Chavakachcheri' },
  { firstName: 'Fathima', lastName: 'Rizvi', district: 'batticaloa', town: 'Eravur' },
  { firstName: 'Sunil', lastName: 'Bandara', district: 'anuradhapura', town: 'Kekirawa' },
  { firstName: 'Chamari', lastName: 'Wickramasinghe', district: 'kurunegala', town: 'Kuliyapitiya' },
  { firstName: 'Ruwan', lastName: 'Dissanayake', district: 'polonnaruwa', town: 'Hingurakgoda' },
  { firstName: 'Malini', lastName: 'Fernando', district: 'gampaha', town: 'Minuwangoda' },
  { firstName: 'Arumugam', lastName: 'Sivakumar', district: 'vavuniya', town: 'Cheddikulam' },
  { firstName: 'Lasantha', lastName: 'Gunasekara', district: 'matara', town: 'Akuressa' },
  { firstName: 'Priyanka', lastName: 'Rathnayake', district: 'badulla', town: 'Bandarawela' },
  { firstName: 'Mohamed', lastName: 'Nizam', district: 'ampara', town: 'Sammanthurai' },
];

type DemoProduct = { title: string; category: Category; unit: Unit; rupees: number; quantity: number; description: string };

export const demoProducts: DemoProduct[] = [
  { title: 'Carrots', category: 'vegetables', unit: 'kg', rupees: 320, quantity: 120, description: 'Sweet hill-country carrots, washed and graded.' },
  { title: 'Leeks', category: 'vegetables', unit: 'kg', rupees: 260, quantity: 80, description: 'Long white leeks, harvested this morning.' },
  { title: 'Cabbage', category: 'vegetables', unit: 'kg', rupees: 180, quantity: 200, description: 'Firm green cabbage heads, 1 to 2 kg each.' },
  { title: 'Beans', category: 'vegetables', unit: 'kg', rupees: 420, quantity: 60, description: 'Tender green beans, no strings.' },
  { title: 'Brinjal', category: 'vegetables', unit: 'kg', rupees: 240, quantity: 90, description: 'Purple brinjal, grown without chemical sprays.' },
  { title: 'Red onions', category: 'vegetables', unit: 'kg', rupees: 450, quantity: 300, description: 'Dry red onions that keep for weeks.' },
  { title: 'Green chillies', category: 'vegetables', unit: 'kg', rupees: 600, quantity: 25, description: 'Hot green chillies, picked young.' },
  { title: 'Pumpkin', category: 'vegetables', unit: 'piece', rupees: 350, quantity: 40, description: 'Ripe pumpkins of 3 to 5 kg.' },
  { title: 'Karthakolomban mangoes', category: 'fruits', unit: 'dozen', rupees: 1200, quantity: 30, description: 'Juicy Karthakolomban mangoes, tree ripened.' },
  { title: 'Ambul bananas', category: 'fruits', unit: 'bunch', rupees: 650, quantity: 25, description: 'Ambul banana bunches, ready to eat in two days.' },
  { title: 'Papaya', category: 'fruits', unit: 'kg', rupees: 180, quantity: 70, description: 'Red lady papaya, sweet and soft.' },
  { title: 'King coconuts', category: 'fruits', unit: 'piece', rupees: 120, quantity: 150, description: 'Thambili, freshly cut.' },
  { title: 'Rambutan', category: 'fruits', unit: 'kg', rupees: 400, quantity: 0, description: 'Season is over; more next year.' },
  { title: 'Pineapple', category: 'fruits', unit: 'piece', rupees: 300, quantity: 45, description: 'Kew pineapples from the Kurunegala belt.' },
  { title: 'Red raw rice', category: 'grains', unit: 'kg', rupees: 230, quantity: 500, description: 'Suwandel-style red raw rice, sun dried.' },
  { title: 'Samba rice', category: 'grains', unit: 'kg', rupees: 260, quantity: 400, description: 'Keeri samba, this season\u2019s harvest.' },
  { title: 'Green gram', category: 'grains', unit: 'kg', rupees: 900, quantity: 60, description: 'Mung beans, cleaned and bagged.' },
  { title: 'Finger millet (kurakkan)', category: 'grains', unit: 'kg', rupees: 500, quantity: 80, description: 'Kurakkan for flour and porridge.' },
  { title: 'Buffalo curd', category: 'dairy', unit: 'pack', rupees: 650, quantity: 20, description: 'Set in clay pots, one litre each.' },
  { title: 'Fresh cow milk', category: 'dairy', unit: 'litre', rupees: 220, quantity: 40, description: 'Morning milk, delivered chilled.' },
  { title: 'Village ghee', category: 'dairy', unit: 'pack', rupees: 1800, quantity: 10, description: 'Home-made ghee, 500 g bottles.' },
  { title: 'Village chicken', category: 'meat-poultry', unit: 'piece', rupees: 2800, quantity: 15, description: 'Free-range birds, about 1.5 kg.' },
  { title: 'Farm eggs', category: 'meat-poultry', unit: 'dozen', rupees: 720, quantity: 50, description: 'Brown eggs from free-range hens.' },
  { title: 'Jersey heifer', category: 'livestock', unit: 'piece', rupees: 350000, quantity: 2, description: 'Healthy, vaccinated, 18 months.' },
  { title: 'Jamnapari goats', category: 'livestock', unit: 'piece', rupees: 65000, quantity: 4, description: 'Young goats for breeding.' },
  { title: 'Coconut seedlings', category: 'seeds-plants', unit: 'piece', rupees: 450, quantity: 100, description: 'Tall x dwarf hybrid seedlings, 6 months.' },
  { title: 'Chilli seeds', category: 'seeds-plants', unit: 'pack', rupees: 350, quantity: 60, description: 'MI-2 chilli seed, 25 g packs.' },
  { title: 'Pepper vines', category: 'seeds-plants', unit: 'piece', rupees: 150, quantity: 200, description: 'Rooted pepper cuttings.' },
  { title: 'Ceylon cinnamon quills', category: 'herbs-spices', unit: 'kg', rupees: 4500, quantity: 20, description: 'Alba grade, hand rolled.' },
  { title: 'Black pepper', category: 'herbs-spices', unit: 'kg', rupees: 2600, quantity: 35, description: 'Dried black pepper, strong aroma.' },
  { title: 'Turmeric', category: 'herbs-spices', unit: 'kg', rupees: 1400, quantity: 15, description: 'Boiled and dried turmeric fingers.' },
  { title: 'Curry leaves', category: 'herbs-spices', unit: 'bunch', rupees: 60, quantity: 300, description: 'Fresh karapincha bunches.' },
  { title: 'Water pump', category: 'equipment', unit: 'piece', rupees: 38000, quantity: 3, description: '2-inch petrol pump, lightly used.' },
  { title: 'Knapsack sprayer', category: 'equipment', unit: 'piece', rupees: 9500, quantity: 6, description: '16 litre sprayer, new.' },
  { title: 'Two-wheel tractor', category: 'equipment', unit: 'piece', rupees: 420000, quantity: 1, description: 'Well maintained, with rotavator.' },
  { title: 'Bee honey', category: 'other', unit: 'pack', rupees: 1500, quantity: 25, description: 'Wild honey, 750 ml bottles.' },
  { title: 'Kithul treacle', category: 'other', unit: 'pack', rupees: 1300, quantity: 30, description: 'Pure kithul treacle, 750 ml.' },
  { title: 'Cashew nuts', category: 'other', unit: 'kg', rupees: 4800, quantity: 12, description: 'Raw cashews, whole.' },
  { title: 'Gotukola', category: 'vegetables', unit: 'bunch', rupees: 80, quantity: 100, description: 'Fresh gotukola for mallum.' },
  { title: 'Drumsticks', category: 'vegetables', unit: 'kg', rupees: 380, quantity: 40, description: 'Murunga pods, tender.' },
];

/** A colour per category for the generated photos. */
export const categoryColours: Record<Category, [string, string]> = {
  vegetables: ['#2f7d32', '#f57c00'],
  fruits: ['#f9a825', '#c62828'],
  grains: ['#a1887f', '#efebe9'],
  dairy: ['#eceff1', '#90caf9'],
  'meat-poultry': ['#8d6e63', '#ffccbc'],
  livestock: ['#6d4c41', '#a5d6a7'],
  'seeds-plants': ['#558b2f', '#dcedc8'],
  'herbs-spices': ['#bf360c', '#ffe0b2'],
  equipment: ['#455a64', '#ffca28'],
  other: ['#ff8f00', '#fff8e1'],
};
