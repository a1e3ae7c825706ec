import { type CurrentUser, GENDERS, PersonalInfoRequestSchema, readablePhoneNumber } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PhoneField } from '@/components/form/phone-field';
import { useUpdatePersonalInfo } from '../api/update-personal-info';
import { useSettingsSubmit } from '../use-settings-submit';
import { AvatarField } from './avatar-field';

const shape = PersonalInfoRequestSchema.shape;
const PersonalFormSchema = z.object({
  firstName: shape.firstName,
  lastName: shape.lastName,
  // The select starts empty, which the enum reports as "Gender is required.".
  gender: z.union([z.literal(''), z.enum(GENDERS)]).pipe(shape.gender),
  phoneNumber: shape.phoneNumber,
  avatar: z.string().nullable(),
});
type PersonalFormValues = z.input<typeof PersonalFormSchema>;

function valuesOf(user: CurrentUser): PersonalFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender ?? '',
    // The number given at sign-up, or saved here, as people write it; the rule reads it back alike.
    phoneNumber: readablePhoneNumber(user.phoneNumber),
    avatar: user.avatar,
  };
}

export function PersonalInfoForm({ user, resetSignal }: { user: CurrentUser; resetSignal: number }) {
  const { t } = useTranslation();
  const call = useUpdatePersonalInfo();
  const [uploading, setUploading] = useState(false);
  const form = useForm<PersonalFormValues, unknown, z.output<typeof PersonalFormSchema>>({
    resolver: zodResolver(PersonalFormSchema),
    defaultValues: valuesOf(user),
    mode: 'onTouched',
  });
  const [firstName, lastName] = useWatch({ control: form.control, name: ['firstName', 'lastName'] });

  const onSubmit = useSettingsSubmit({
    form,
    resetSignal,
    send: call.mutateAsync,
    doneKey: 'settings.personalSaved',
    onSaved: (values) => form.reset({ ...values, phoneNumber: readablePhoneNumber(values.phoneNumber) }),
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <AvatarField
              value={field.value ?? null}
              onChange={field.onChange}
              firstName={firstName}
              lastName={lastName}
              onUploadingChange={setUploading}
            />
          )}
        />
        <div className="row">
          <div className="col-md-6">
            <FormField name="firstName" label={t('account.firstName')} required>
              {(control) => <input {...control} {...form.register('firstName')} autoComplete="given-name" />}
            </FormField>
          </div>
          <div className="col-md-6">
            <FormField name="lastName" label={t('account.lastName')} required>
              {(control) => <input {...control} {...form.register('lastName')} autoComplete="family-name" />}
            </FormField>
          </div>
          <div className="col-md-6">
            <FormField name="gender" label={t('settings.gender')} required controlClass="form-select">
              {(control) => (
                <select {...control} {...form.register('gender')}>
                  <option value="">{t('settings.selectGender')}</option>
                  {GENDERS.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`settings.genders.${gender}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="col-md-6">
            <PhoneField name="phoneNumber" label={t('settings.phone')} autoComplete="tel" />
          </div>
          <div className="col-12">
            <div className="mb-3">
              <label htmlFor="settings-email" className="form-label">
                {t('account.email')}
              </label>
              <input id="settings-email" className="form-control" value={user.email} readOnly dir="ltr" />
            </div>
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={call.isPending || uploading}>
            {t('settings.save')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => form.reset(valuesOf(user))}
          >
            {t('settings.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
