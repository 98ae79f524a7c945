import { ServiceRequestForm } from '../lead-forms/service-request-form.tsx';
import type { ServiceRequestFormProps } from './service-request-form.props.ts';

/** The Norwegian service request's island: the form, which works as a plain post until hydrated. */
export default function ServiceRequestFormIsland(props: ServiceRequestFormProps) {
  return <ServiceRequestForm {...props} />;
}
