import type { Notification } from '@docket/contract';
import Bell from 'lucide-react/icons/bell';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkRead } from '@/features/notifications/api/mark-read';
import {
  notificationLink,
  notificationMessage,
} from '@/features/notifications/components/notification-message';
import { notificationTime } from '@/features/notifications/components/notification-time';
import '@/features/notifications/notifications.css';

/** The bell: the caller's latest notifications, unread ones marked, each opening its case. */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [show, setShow] = useState(false);
  const { data } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  const locale = i18n.resolvedLanguage ?? 'en';

  const open = (item: Notification) => {
    if (!item.isRead) markRead.mutate([item.id]);
    setShow(false);
    const link = notificationLink(item);
    if (link) navigate(link);
  };

  return (
    <Dropdown align="end" show={show} onToggle={(next) => setShow(next)} autoClose="outside">
      <Dropdown.Toggle
        variant="link"
        className="header-item no-caret position-relative"
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('a11y.notifications')}
        data-testid="notifications-toggle"
      >
        <Bell size={18} aria-hidden="true" />
        {unread > 0 ? (
          <span className="notification-badge badge rounded-pill text-bg-danger" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notifications-menu p-0">
        <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
          <h2 className="h6 mb-0">{t('a11y.notifications')}</h2>
          {unread > 0 ? (
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notifications.markAllRead')}
            </button>
          ) : null}
        </div>
        {items.length === 0 ? (
          <Dropdown.ItemText className="text-body-secondary py-3">
            {t('topbar.noNotifications')}
          </Dropdown.ItemText>
        ) : (
          <div className="notifications-list">
            {items.map((item) => (
              <Dropdown.Item
                key={item.id}
                as="button"
                className={`notification-item${item.isRead ? '' : ' is-unread'}`}
                onClick={() => open(item)}
              >
                <span className="d-block text-wrap">
                  {item.isRead ? null : (
                    <span className="visually-hidden">{t('notifications.unread')}: </span>
                  )}
                  {notificationMessage(t, item)}
                </span>
                <span className="d-block small notification-time">
                  {notificationTime(t, item.createdAt, locale)}
                </span>
              </Dropdown.Item>
            ))}
          </div>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
