import { AddressRequestSchema, type CurrentUser } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useUpdateAddress } from '../api/update-address';
import { useSettingsSubmit } from '../use-settings-submit';
import { countryOptionOf, countryOptions } from './country-names';

type AddressFormValues = {
  country: string;
  state: string;
  city: string;
  postcode: string;
  address1: string;
  address2: string;
};

function valuesOf(user: CurrentUser): AddressFormValues {
  return {
    // A client of the specification may have stored one of its names ('UK'): it shows as GB.
    country: countryOptionOf(user.country),
    state: user.state ?? '',
    city: user.city ?? '',
    postcode: user.postcode ?? '',
    address1: user.address1 ?? '',
    address2: user.address2 ?? '',
  };
}

const FIELDS = [
  ['state', 'settings.state', 'address-level1'],
  ['city', 'settings.city', 'address-level2'],
  ['postcode', 'settings.postcode', 'postal-code'],
  ['address1', 'settings.address1', 'address-line1'],
] as const;

export function AddressForm({ user, resetSignal }: { user: CurrentUser; resetSignal: number }) {
  const { t, i18n } = useTranslation();
  const call = useUpdateAddress();
  const language = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(language), [language]);
  const form = useForm<AddressFormValues, unknown, z.output<typeof AddressRequestSchema>>({
    resolver: zodResolver(
      AddressRequestSchema as unknown as z.ZodType<z.output<typeof AddressRequestSchema>, AddressFormValues>,
    ),
    defaultValues: valuesOf(user),
    mode: 'onTouched',
  });

  const onSubmit = useSettingsSubmit({
    form,
    resetSignal,
    send: (values) => call.mutateAsync({ ...values, address2: values.address2 || null }),
    doneKey: 'settings.addressSaved',
    onSaved: () => form.reset(form.getValues()),
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <div className="row">
          <div className="col-md-6">
            <FormField name="country" label={t('settings.country')} required controlClass="form-select">
              {(control) => (
                <select {...control} {...form.register('country')} autoComplete="country">
                  <option value="">{t('settings.selectCountry')}</option>
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          {FIELDS.map(([name, labelKey, autoComplete]) => (
            <div key={name} className={name === 'address1' ? 'col-12' : 'col-md-6'}>
              <FormField name={name} label={t(labelKey)} required>
                {(control) => <input {...control} {...form.register(name)} autoComplete={autoComplete} />}
              </FormField>
            </div>
          ))}
          <div className="col-12">
            <FormField name="address2" label={t('settings.address2')}>
              {(control) => (
                <input {...control} {...form.register('address2')} autoComplete="address-line2" />
              )}
            </FormField>
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={call.isPending}>
          {t('settings.save')}
        </button>
      </form>
    </FormProvider>
  );
}
