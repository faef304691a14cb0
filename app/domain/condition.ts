// docs/requirements.md §3 Condition (field, logic, compareWithField, compareWithValue, advancedCondition) and §5:
// conditions are evaluated by per-field comparisons; any failure or error makes the whole condition false.

export type Logic =
  | "eq"
  | "neq"
  | "gt"
  | "gte"
  | "lt"
  | "lte"
  | "contains"
  | "in"
  | "empty"
  | "notEmpty";

export interface Condition {
  field: string;
  logic: Logic | string;
  compareWithField?: string;
  compareWithValue?: unknown;
  /** Further conditions, combined with this one's comparison by AND. */
  advancedCondition?: { operator: "and" | "or"; conditions: Condition[] };
}

type Value = string | number | boolean | null | undefined;

export function evaluateCondition(
  condition: Condition,
  record: Readonly<Record<string, unknown>>,
): boolean {
  try {
    return compare(condition, record) && advanced(condition, record);
  } catch {
    return false;
  }
}

function advanced(condition: Condition, record: Readonly<Record<string, unknown>>): boolean {
  const more = condition.advancedCondition;
  if (!more) return true;
  const results = more.conditions.map((c) => evaluateCondition(c, record));
  if (more.operator === "and") return results.every(Boolean);
  if (more.operator === "or") return results.some(Boolean);
  return false;
}

function compare(condition: Condition, record: Readonly<Record<string, unknown>>): boolean {
  if (!(condition.field in record)) return false;
  const left = scalar(record[condition.field]);
  if (condition.logic === "empty") return isEmpty(left);
  if (condition.logic === "notEmpty") return !isEmpty(left);
  const right = scalar(
    condition.compareWithField !== undefined
      ? fieldOf(record, condition.compareWithField)
      : condition.compareWithValue,
  );
  if (isEmpty(left) || isEmpty(right)) return false;
  const order = ordering(left, right);
  switch (condition.logic) {
    case "eq":
      return order === 0;
    case "neq":
      return order !== 0;
    case "gt":
      return order > 0;
    case "gte":
      return order >= 0;
    case "lt":
      return order < 0;
    case "lte":
      return order <= 0;
    case "contains":
      return String(left).toLowerCase().includes(String(right).toLowerCase());
    case "in":
      return String(right)
        .split(",")
        .some((item) => ordering(left, item.trim()) === 0);
    default:
      return false;
  }
}

function fieldOf(record: Readonly<Record<string, unknown>>, field: string): unknown {
  if (!(field in record)) throw new Error(`no field ${field}`);
  return record[field];
}

function scalar(value: unknown): Value {
  if (value === null || value === undefined) return value;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return value;
  throw new Error("not a comparable value");
}

function isEmpty(value: Value): boolean {
  return value === null || value === undefined || value === "";
}

/** Numbers compare numerically when both sides are finite numbers; anything else as text. */
function ordering(left: Value, right: Value): number {
  const a = Number(left);
  const b = Number(right);
  if (
    typeof left !== "boolean" &&
    typeof right !== "boolean" &&
    Number.isFinite(a) &&
    Number.isFinite(b)
  ) {
    return Math.sign(a - b);
  }
  return String(left).localeCompare(String(right));
}
