import { Navigate, Route, Routes } from 'react-router';
import { CataloguePage } from '../features/catalogue/CataloguePage';
import { EnquiryPage } from '../features/enquiry/EnquiryPage';
import { InboxPage } from '../features/inbox/InboxPage';
import { NotFoundPage } from './NotFoundPage';
import { Shell } from './Shell';

export function DeskRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/orders" replace />} />
        <Route path="orders" element={<InboxPage />} />
        <Route path="orders/:orderId" element={<EnquiryPage />} />
        <Route path="catalogue" element={<CataloguePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
