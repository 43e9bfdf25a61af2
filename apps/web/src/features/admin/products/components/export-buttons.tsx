// Export the whole catalogue (live and archived) as JSON or CSV, the formats the import reads back.
import { Download } from 'lucide-react';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { AdminButton } from '../../shell/admin-ui.tsx';
import { type ExportFormat, useExportProducts } from '../api/export-products.ts';

export function ExportButtons() {
  const exporter = useExportProducts();
  const run = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: (name) => toast.success(`Exported ${name}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not export the products')),
    });
  return (
    <>
      {(['json', 'csv'] as const).map((format) => (
        <AdminButton
          variant="secondary"
          key={format}
          disabled={exporter.isPending}
          onClick={() => run(format)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Export {format.toUpperCase()}
        </AdminButton>
      ))}
    </>
  );
}
