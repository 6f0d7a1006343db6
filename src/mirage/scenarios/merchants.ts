import type { Merchant } from '../../shared/domain/transactions';

/** Where the demo company's cards are used: real-looking descriptors with their MCC. */
export const MERCHANTS: readonly Merchant[] = [
  {
    description: 'GRAB *TRIP',
    parentCategory: 'Transportation',
    childCategory: 'Taxi & rideshare',
    mcc: '4121',
  },
  {
    description: 'SINGAPORE AIRLINES',
    parentCategory: 'Travel',
    childCategory: 'Airlines',
    mcc: '3075',
  },
  {
    description: 'AMAZON WEB SERVICES',
    parentCategory: 'Technology',
    childCategory: 'Cloud services',
    mcc: '7372',
  },
  {
    description: 'GOOGLE *WORKSPACE',
    parentCategory: 'Technology',
    childCategory: 'Software',
    mcc: '5734',
  },
  { description: 'ZOOM.US', parentCategory: 'Technology', childCategory: 'Software', mcc: '5734' },
  {
    description: 'STARBUCKS RAFFLES PL',
    parentCategory: 'Food & beverage',
    childCategory: 'Coffee shops',
    mcc: '5814',
  },
  {
    description: 'DIN TAI FUNG MBS',
    parentCategory: 'Food & beverage',
    childCategory: 'Restaurants',
    mcc: '5812',
  },
  {
    description: 'NTUC FAIRPRICE',
    parentCategory: 'Groceries',
    childCategory: 'Supermarkets',
    mcc: '5411',
  },
  {
    description: 'SHELL JURONG',
    parentCategory: 'Transportation',
    childCategory: 'Fuel',
    mcc: '5541',
  },
  {
    description: 'MARRIOTT TANG PLAZA',
    parentCategory: 'Travel',
    childCategory: 'Hotels',
    mcc: '7011',
  },
  {
    description: 'POPULAR BOOKSTORE',
    parentCategory: 'Office',
    childCategory: 'Stationery',
    mcc: '5943',
  },
  {
    description: 'COURTS MEGASTORE',
    parentCategory: 'Office',
    childCategory: 'Electronics',
    mcc: '5732',
  },
  {
    description: 'LINKEDIN ADS',
    parentCategory: 'Marketing',
    childCategory: 'Advertising',
    mcc: '7311',
  },
  {
    description: 'META *ADS',
    parentCategory: 'Marketing',
    childCategory: 'Advertising',
    mcc: '7311',
  },
  {
    description: 'SINGTEL',
    parentCategory: 'Utilities',
    childCategory: 'Telecommunications',
    mcc: '4814',
  },
  {
    description: 'CHANGI AIRPORT PARKING',
    parentCategory: 'Transportation',
    childCategory: 'Parking',
    mcc: '7523',
  },
];
