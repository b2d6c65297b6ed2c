import type { PricingMessages } from './fr.ts';

const pricing: PricingMessages = {
  title: 'Pricing and promotions',
};

export default pricing;
