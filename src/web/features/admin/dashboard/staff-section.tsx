import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { StaffRole } from '../../../../shared/api/admin/staff-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError, LoadingSpinner } from '../../../components/load-states.tsx';
import { type StaffMember, useStaff } from '../api/get-staff.ts';
import { useRemoveStaff } from '../api/update-staff.ts';
import { AddStaffForm } from '../staff/add-staff-form.tsx';
import { StaffList } from '../staff/staff-list.tsx';

/** STAFF: who may use the admin panel and who may only use the door scanner (/scan). */
export function StaffSection() {
  const staff = useStaff();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<{ role: StaffRole; member: StaffMember } | null>(null);
  const close = () => {
    setRemoving(null);
    remove.reset();
  };

  if (staff.isPending) return <LoadingSpinner label="Loading staff" py={3} />;
  if (staff.isError)
    return (
      <LoadError message={staff.error.message}>
        <Button variant="ghost" onClick={() => staff.refetch()}>
          TRY AGAIN
        </Button>
      </LoadError>
    );

  const who = removing ? (removing.member.name ?? formatPhoneNumber(removing.member.phoneNumber)) : '';
  return (
    <>
      <AddStaffForm />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <StaffList
          staffRole="admin"
          title="ADMINS"
          hint="The whole admin panel, the door scanner included."
          members={staff.data.admins}
          onRemove={(role, member) => setRemoving({ role, member })}
        />
        <StaffList
          staffRole="door"
          title="DOOR STAFF"
          hint="Only the door scanner (/scan)."
          members={staff.data.door}
          onRemove={(role, member) => setRemoving({ role, member })}
        />
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={removing?.role === 'admin' ? 'Remove this admin?' : 'Remove from the door staff?'}
        confirmLabel="YES, REMOVE"
        pendingLabel="REMOVING..."
        destructive
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={close}
        onConfirm={() => {
          if (removing)
            remove.mutate(
              { role: removing.role, phoneNumber: removing.member.phoneNumber },
              { onSuccess: close },
            );
        }}
      >
        {removing?.role === 'admin'
          ? `${who} loses the admin panel at once (their next request is refused).`
          : `${who} can no longer use the door scanner.`}
      </ConfirmDialog>
    </>
  );
}
