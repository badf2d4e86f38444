import { legalRoute } from '@/components/content/legal-route';
import { terms } from '@/lib/content/pages';

const route = legalRoute('/termos-de-uso', terms);

export const generateMetadata = route.generateMetadata;
export default route.Page;
