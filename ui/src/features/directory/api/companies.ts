import { useQuery } from '@tanstack/react-query';
import { companyList, type CompanyFilterKey, type CompanySort, type ListState } from '../urlState';
import { directoryPageQuery } from './directoryPage';
import type { DirectoryPage, NamedRef } from './types';

/** A company card of the public list: public fields only. */
export interface CompanyListItem {
  username: string;
  company_name: string;
  /** The logo's URL, "" without one. */
  logo: string;
  city: string;
  country: NamedRef | null;
  tags: string[];
  category: NamedRef | null;
  /** How many opportunities the company has open. */
  opportunities: number;
}

export type CompanyPage = DirectoryPage<CompanyListItem, CompanyFilterKey>;
export type CompanyListState = ListState<CompanySort, CompanyFilterKey>;

export const companiesQueryKey = ['directory', 'companies'] as const;

/** A page of the public company list. */
export const companiesQuery = (state: CompanyListState) =>
  directoryPageQuery<CompanyListItem, CompanySort, CompanyFilterKey>(
    '/api/directory/companies',
    companyList,
    companiesQueryKey,
    state,
  );

export function useCompanies(state: CompanyListState) {
  return useQuery(companiesQuery(state));
}

/** The name shown for a company: its name, else the username. */
export const companyName = (c: Pick<CompanyListItem, 'company_name' | 'username'>) =>
  c.company_name.trim() || c.username;
