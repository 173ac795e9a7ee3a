export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './ToastProvider';
export {
  createToastQueue,
  defaultToastDurations,
  toastKey,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastKind,
  type ToastQueue,
  type ToastTimers,
} from './toastQueue';
