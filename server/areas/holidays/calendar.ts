// The public holidays of the countries the export knows (decision 039): fixed dates, dates
// counted from Easter Sunday, and the nth (or last) weekday of a month, as each country's law
// names them. Nationwide holidays only (no regional ones); the United Kingdom's are England and
// Wales', with their substitute days; the United States' are the federal ones, on their dates.

export type Holiday = { date: Date; name: string; localName: string };

type Rule = (year: number) => Array<{ date: Date; name: string; localName?: string }>;

const DAY_MS = 86_400_000;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Easter Sunday (Gregorian; the anonymous algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The nth (1-based; -1 the last) `weekday` (0 Sunday) of a month. */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = utc(year, month, 1);
    return plusDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  return plusDays(last, -((last.getUTCDay() - weekday + 7) % 7));
}

const fixed =
  (month: number, day: number, name: string, localName?: string): Rule =>
  (year) => [{ date: utc(year, month, day), name, localName }];
const fromEaster =
  (days: number, name: string, localName?: string): Rule =>
  (year) => [{ date: plusDays(easterSunday(year), days), name, localName }];
const weekdayOf =
  (month: number, weekday: number, nth: number, name: string): Rule =>
  (year) => [{ date: nthWeekday(year, month, weekday, nth), name }];
const MON = 1;
const THU = 4;

/** King's Day is 27 April, or the 26th when the 27th is a Sunday. */
const kingsDay: Rule = (year) => {
  const day = utc(year, 4, 27);
  return [
    {
      date: day.getUTCDay() === 0 ? utc(year, 4, 26) : day,
      name: "King's Day",
      localName: 'Koningsdag',
    },
  ];
};

/** England and Wales: a holiday on a weekend moves to the next free weekday. */
const withSubstitutes =
  (rules: Rule[]): Rule =>
  (year) => {
    const days = rules.flatMap((rule) => rule(year));
    const taken = new Set(days.map((d) => d.date.getTime()));
    const out = [...days];
    for (const day of days) {
      const weekday = day.date.getUTCDay();
      if (weekday !== 0 && weekday !== 6) continue;
      let substitute = plusDays(day.date, 1);
      while ([0, 6].includes(substitute.getUTCDay()) || taken.has(substitute.getTime())) {
        substitute = plusDays(substitute, 1);
      }
      taken.add(substitute.getTime());
      out.push({ date: substitute, name: `${day.name} (substitute day)` });
    }
    return out;
  };

export const HOLIDAY_CALENDARS: Readonly<Record<string, { name: string; rules: Rule[] }>> = {
  DE: {
    name: 'Germany',
    rules: [
      fixed(1, 1, "New Year's Day", 'Neujahr'),
      fromEaster(-2, 'Good Friday', 'Karfreitag'),
      fromEaster(1, 'Easter Monday', 'Ostermontag'),
      fixed(5, 1, 'Labour Day', 'Tag der Arbeit'),
      fromEaster(39, 'Ascension Day', 'Christi Himmelfahrt'),
      fromEaster(50, 'Whit Monday', 'Pfingstmontag'),
      fixed(10, 3, 'German Unity Day', 'Tag der Deutschen Einheit'),
      fixed(12, 25, 'Christmas Day', 'Erster Weihnachtstag'),
      fixed(12, 26, "St. Stephen's Day", 'Zweiter Weihnachtstag'),
    ],
  },
  FR: {
    name: 'France',
    rules: [
      fixed(1, 1, "New Year's Day", "Jour de l'an"),
      fromEaster(1, 'Easter Monday', 'Lundi de Pâques'),
      fixed(5, 1, 'Labour Day', 'Fête du Travail'),
      fixed(5, 8, 'Victory in Europe Day', 'Victoire 1945'),
      fromEaster(39, 'Ascension Day', 'Ascension'),
      fromEaster(50, 'Whit Monday', 'Lundi de Pentecôte'),
      fixed(7, 14, 'Bastille Day', 'Fête nationale'),
      fixed(8, 15, 'Assumption Day', 'Assomption'),
      fixed(11, 1, "All Saints' Day", 'Toussaint'),
      fixed(11, 11, 'Armistice Day', 'Armistice 1918'),
      fixed(12, 25, 'Christmas Day', 'Noël'),
    ],
  },
  NL: {
    name: 'Netherlands',
    rules: [
      fixed(1, 1, "New Year's Day", 'Nieuwjaarsdag'),
      fromEaster(-2, 'Good Friday', 'Goede Vrijdag'),
      fromEaster(0, 'Easter Sunday', 'Eerste Paasdag'),
      fromEaster(1, 'Easter Monday', 'Tweede Paasdag'),
      kingsDay,
      fixed(5, 5, 'Liberation Day', 'Bevrijdingsdag'),
      fromEaster(39, 'Ascension Day', 'Hemelvaartsdag'),
      fromEaster(49, 'Whit Sunday', 'Eerste Pinksterdag'),
      fromEaster(50, 'Whit Monday', 'Tweede Pinksterdag'),
      fixed(12, 25, 'Christmas Day', 'Eerste Kerstdag'),
      fixed(12, 26, 'Second Day of Christmas', 'Tweede Kerstdag'),
    ],
  },
  PL: {
    name: 'Poland',
    rules: [
      fixed(1, 1, "New Year's Day", 'Nowy Rok'),
      fixed(1, 6, 'Epiphany', 'Święto Trzech Króli'),
      fromEaster(0, 'Easter Sunday', 'Wielkanoc'),
      fromEaster(1, 'Easter Monday', 'Poniedziałek Wielkanocny'),
      fixed(5, 1, 'Labour Day', 'Święto Pracy'),
      fixed(5, 3, 'Constitution Day', 'Święto Konstytucji 3 Maja'),
      fromEaster(49, 'Pentecost', 'Zielone Świątki'),
      fromEaster(60, 'Corpus Christi', 'Boże Ciało'),
      fixed(8, 15, 'Assumption Day', 'Wniebowzięcie Najświętszej Maryi Panny'),
      fixed(11, 1, "All Saints' Day", 'Wszystkich Świętych'),
      fixed(11, 11, 'Independence Day', 'Narodowe Święto Niepodległości'),
      (year) =>
        year >= 2025
          ? [{ date: utc(year, 12, 24), name: 'Christmas Eve', localName: 'Wigilia' }]
          : [],
      fixed(12, 25, 'Christmas Day', 'Boże Narodzenie'),
      fixed(12, 26, 'Second Day of Christmas', 'Drugi dzień Bożego Narodzenia'),
    ],
  },
  GB: {
    name: 'United Kingdom',
    rules: [
      withSubstitutes([
        fixed(1, 1, "New Year's Day"),
        fixed(12, 25, 'Christmas Day'),
        fixed(12, 26, 'Boxing Day'),
      ]),
      fromEaster(-2, 'Good Friday'),
      fromEaster(1, 'Easter Monday'),
      weekdayOf(5, MON, 1, 'Early May bank holiday'),
      weekdayOf(5, MON, -1, 'Spring bank holiday'),
      weekdayOf(8, MON, -1, 'Summer bank holiday'),
    ],
  },
  US: {
    name: 'United States',
    rules: [
      fixed(1, 1, "New Year's Day"),
      weekdayOf(1, MON, 3, 'Martin Luther King Jr. Day'),
      weekdayOf(2, MON, 3, "Washington's Birthday"),
      weekdayOf(5, MON, -1, 'Memorial Day'),
      fixed(6, 19, 'Juneteenth National Independence Day'),
      fixed(7, 4, 'Independence Day'),
      weekdayOf(9, MON, 1, 'Labor Day'),
      weekdayOf(10, MON, 2, 'Columbus Day'),
      fixed(11, 11, 'Veterans Day'),
      weekdayOf(11, THU, 4, 'Thanksgiving Day'),
      fixed(12, 25, 'Christmas Day'),
    ],
  },
  IT: {
    name: 'Italy',
    rules: [
      fixed(1, 1, "New Year's Day", 'Capodanno'),
      fixed(1, 6, 'Epiphany', 'Epifania'),
      fromEaster(0, 'Easter Sunday', 'Pasqua'),
      fromEaster(1, 'Easter Monday', "Lunedì dell'Angelo"),
      fixed(4, 25, 'Liberation Day', 'Festa della Liberazione'),
      fixed(5, 1, 'Labour Day', 'Festa del Lavoro'),
      fixed(6, 2, 'Republic Day', 'Festa della Repubblica'),
      fixed(8, 15, 'Assumption Day', 'Ferragosto'),
      fixed(11, 1, "All Saints' Day", 'Ognissanti'),
      fixed(12, 8, 'Immaculate Conception', 'Immacolata Concezione'),
      fixed(12, 25, 'Christmas Day', 'Natale'),
      fixed(12, 26, "St. Stephen's Day", 'Santo Stefano'),
    ],
  },
};

/** The country's holidays from `from` to `to` (both UTC days, included), in date order. */
export function holidaysBetween(country: string, from: Date, to: Date): Holiday[] {
  const calendar = HOLIDAY_CALENDARS[country];
  if (!calendar) return [];
  const out: Holiday[] = [];
  for (let year = from.getUTCFullYear(); year <= to.getUTCFullYear(); year += 1) {
    for (const rule of calendar.rules) {
      for (const day of rule(year)) {
        if (day.date < from || day.date > to) continue;
        out.push({ date: day.date, name: day.name, localName: day.localName ?? day.name });
      }
    }
  }
  return out.sort((a, b) => a.date.getTime() - b.date.getTime() || a.name.localeCompare(b.name));
}
