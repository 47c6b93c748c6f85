import { SimplePage } from '../../../ui/SimplePage.tsx';

export function FaqPage() {
  return (
    <SimplePage title="FAQ">
      <p>Answers to the questions we hear most often will be collected here soon. Until then, write to us through the contact form.</p>
    </SimplePage>
  );
}
