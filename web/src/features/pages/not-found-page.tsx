// Any unknown route.
import { PageNotFound } from '@/components/feedback/page-not-found';

export default function NotFoundPage() {
  return <PageNotFound />;
}
