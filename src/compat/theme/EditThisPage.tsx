/**
 * `@theme/EditThisPage`: the "Edit this page" link to `editUrl`, in the
 * site's language (Docusaurus's message id), with mysite's class for it.
 */
import { translate } from '../docusaurus/Translate.js';

export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
    </a>
  );
}
