import type { PricingMessages } from './fr.ts';

const pricing: PricingMessages = {
  title: 'Tariffe e promozioni',
};

export default pricing;
