// An ordered list the admin arranges by dragging (pointer or keyboard, via dnd-kit) or with Move up / Move
// down buttons (move-remove-buttons.tsx), each row removable. Used for the homepage's banners, featured products and offers.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { MoveRemoveButtons } from './move-remove-buttons.tsx';

interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  labelOf: (item: T) => string;
  render: (item: T) => ReactNode;
  onChange: (items: T[]) => void;
}

function Row({
  id,
  label,
  index,
  count,
  children,
  onMove,
  onRemove,
}: {
  id: string;
  label: string;
  index: number;
  count: number;
  children: ReactNode;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const iconButton = 'rounded-md p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-30';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-xl border bg-white p-2 ${isDragging ? 'z-10 shadow-lg' : 'border-slate-200'}`}
    >
      <button
        type="button"
        className={`${iconButton} cursor-grab`}
        aria-label={`Drag ${label}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="h-4 w-4" />
      </button>
      <div className="min-w-0 flex-1">{children}</div>
      <MoveRemoveButtons
        name={label}
        index={index}
        count={count}
        onMove={(by) => onMove(index + by)}
        onRemove={onRemove}
        buttonClassName={iconButton}
        removeClassName="hover:text-red-700"
        RemoveIcon={Trash2}
      />
    </li>
  );
}

export function SortableList<T>({ items, idOf, labelOf, render, onChange }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2">
          {items.map((item, index) => (
            <Row
              key={idOf(item)}
              id={idOf(item)}
              label={labelOf(item)}
              index={index}
              count={items.length}
              onMove={(to) => onChange(arrayMove([...items], index, to))}
              onRemove={() => onChange(items.filter((_, other) => other !== index))}
            >
              {render(item)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
