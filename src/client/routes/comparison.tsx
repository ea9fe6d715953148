import { useParams } from 'react-router';
import { ComparisonView } from '@/features/history/components/comparison-view';

/** SPEC §2 Comparison. */
export default function ComparisonScreen() {
  const { vehicleId = '' } = useParams();
  return <ComparisonView vehicleId={vehicleId} />;
}
