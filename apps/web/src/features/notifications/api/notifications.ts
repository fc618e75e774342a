import type {
  PushSubscriptionInput,
  UpdateNotificationSettingsInput,
} from '@sniperads/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@/lib/api/notifications';
import { ok } from '@/lib/api-fetcher';
import { notificationKeys } from '@/lib/query-keys';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';
import { currentEndpoint } from '../model/browser-push';

/** GET /api/notifications/settings */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: async () => (await ok(notificationsApi.getNotificationSettings())).data,
  });
export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

/** GET /api/notifications/push/devices */
export const usePushDevices = () =>
  useQuery({
    queryKey: notificationKeys.devices(),
    queryFn: async () => (await ok(notificationsApi.getPushDevices())).data,
  });

/** The push endpoint of this browser, if subscribed: marks 'este dispositivo' in the list. */
export const useThisBrowserEndpoint = () =>
  useQuery({ queryKey: [...notificationKeys.devices(), 'this-browser'], queryFn: currentEndpoint });

/** PUT /api/notifications/settings */
export const useUpdateNotificationSettings = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (body: UpdateNotificationSettingsInput) =>
      ok(notificationsApi.updateNotificationSettings({ body })),
    invalidates: 'notifications-changed',
    failure,
  });

/** GET /api/notifications/push/key, then POST /api/notifications/push/devices with the browser's subscription. */
export const fetchPushKey = async () => (await ok(notificationsApi.getPushKey())).data.public_key;

export const useSubscribePush = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (body: PushSubscriptionInput) => ok(notificationsApi.subscribePush({ body })),
    invalidates: 'notifications-changed',
    failure,
  });

/** DELETE /api/notifications/push/devices/:id */
export const useRemovePushDevice = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: async (id: string) => ok(notificationsApi.removePushDevice({ params: { id } })),
    invalidates: 'notifications-changed',
    failure,
  });

/** POST /api/notifications/unsubscribe (the e-mail's link; no session needed). */
export const useUnsubscribeEmail = () =>
  useAppMutation({
    mutationFn: async (token: string) => ok(notificationsApi.unsubscribeEmail({ body: { token } })),
    failure: 'inline',
  });
