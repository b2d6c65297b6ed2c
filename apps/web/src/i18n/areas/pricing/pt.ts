import type { PricingMessages } from './fr.ts';

const pricing: PricingMessages = {
  title: 'Preços e promoções',
};

export default pricing;
