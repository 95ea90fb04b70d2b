/**
 * The left panel (docs/product/specification.md §2 Chat screens): categories of optional items, one expanded at a
 * time; items toggle; the selection is listed and each item can be removed.
 */
import { useId, useState } from 'react';
import { CATALOGUES, catalogueIndex } from '#shared/chat-catalogues/catalogues.ts';
import { REPORT_OPTIONS } from '#shared/chat-catalogues/documents-catalogue.ts';
import type { CatalogueSection } from '#shared/chat-catalogues/catalogue-types.ts';
import type { ChatType } from '#shared/chat.schemas.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { ChatIcon } from './chat-icons.tsx';

const P = CHAT_MESSAGES.panel;
const OPTIONS_ID = 'options';

interface Props {
  type: ChatType;
  selectedItems: string[];
  options: string[];
  onToggleItem: (id: string) => void;
  onToggleOption: (id: string) => void;
  onClear: () => void;
}

function ItemToggle({ label, selected, onToggle }: { label: string; selected: boolean; onToggle: () => void }) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onToggle}
        className={`flex w-full items-start gap-2.5 rounded-md px-2.5 py-2 text-left text-sm transition-colors ${
          selected ? 'bg-brand-50 font-medium text-brand-900' : 'text-slate-700 hover:bg-stone-100'
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border ${selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-400 bg-white'}`}
        >
          {selected && <ChatIcon name="check" className="size-3" />}
        </span>
        <span>{label}</span>
      </button>
    </li>
  );
}

export function CataloguePanel({ type, selectedItems, options, onToggleItem, onToggleOption, onClear }: Props) {
  const baseId = useId();
  const catalogue = CATALOGUES[type];
  const [openCategory, setOpenCategory] = useState<string | null>(catalogue.categories[0]?.id ?? null);
  const index = catalogueIndex(type);
  const selectedLabels = [
    ...selectedItems.flatMap((id) => {
      const item = index.get(id);
      return item ? [{ id, label: item.label, remove: () => onToggleItem(id) }] : [];
    }),
    ...REPORT_OPTIONS.filter((option) => type === 'documents' && options.includes(option.id)).map((option) => ({
      id: `option-${option.id}`,
      label: option.label,
      remove: () => onToggleOption(option.id),
    })),
  ];
  const categories: { id: string; label: string; sections: readonly CatalogueSection[]; isOptions?: boolean }[] = [
    ...catalogue.categories,
    ...(type === 'documents' ? [{ id: OPTIONS_ID, label: P.optionsTitle, sections: [{ items: REPORT_OPTIONS }], isOptions: true }] : []),
  ];

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-stone-200 px-4 pt-4 pb-3">
        <h2 className="text-base font-semibold text-slate-900">{P.title}</h2>
        <p className="mt-0.5 text-xs text-slate-600">{P.intro}</p>
        <div className="mt-3">
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs font-medium text-slate-700" aria-live="polite">
              {P.selectedCount(selectedLabels.length)}
            </p>
            {selectedLabels.length > 0 && (
              <button type="button" onClick={onClear} className="rounded px-1.5 py-0.5 text-xs font-medium text-brand-800 underline-offset-2 hover:underline">
                {P.clearSelection}
              </button>
            )}
          </div>
          {selectedLabels.length > 0 && (
            <ul className="mt-2 flex max-h-32 flex-wrap gap-1.5 overflow-y-auto" aria-label={P.selected}>
              {selectedLabels.map((item) => (
                <li key={item.id}>
                  <span className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-0.5 pr-0.5 pl-2.5 text-xs text-brand-900">
                    {item.label}
                    <button type="button" onClick={item.remove} aria-label={P.remove(item.label)} className="rounded-full p-1 hover:bg-brand-100">
                      <ChatIcon name="close" className="size-3" />
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="flex-1 overflow-y-auto px-2 py-2">
        {categories.map((category) => {
          const expanded = openCategory === category.id;
          const regionId = `${baseId}-${category.id}`;
          const count = category.sections.reduce(
            (sum, section) => sum + section.items.filter((item) => (category.isOptions ? options.includes(item.id) : selectedItems.includes(item.id))).length,
            0,
          );
          return (
            <div key={category.id} className="border-b border-stone-100 last:border-b-0">
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={regionId}
                  onClick={() => setOpenCategory(expanded ? null : category.id)}
                  className="flex w-full items-center justify-between gap-2 rounded-md px-2.5 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-stone-100"
                >
                  <span>{category.label}</span>
                  <span className="flex items-center gap-2">
                    {count > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">{count}</span>}
                    <ChatIcon name="chevron" className={`size-4 text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`} />
                  </span>
                </button>
              </h3>
              <div id={regionId} hidden={!expanded} className="pb-2">
                {category.sections.map((section, i) => (
                  <div key={section.title ?? i} className={section.title ? 'mt-1' : ''}>
                    {section.title && <p className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{section.title}</p>}
                    <ul>
                      {section.items.map((item) =>
                        category.isOptions ? (
                          <ItemToggle key={item.id} label={item.label} selected={options.includes(item.id)} onToggle={() => onToggleOption(item.id)} />
                        ) : (
                          <ItemToggle key={item.id} label={item.label} selected={selectedItems.includes(item.id)} onToggle={() => onToggleItem(item.id)} />
                        ),
                      )}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
