//! A calendar date in UTC, for the dailies: read as `YYYY-MM-DD`, counted
//! as days since 1970-01-01 (StS1's daily number) and written as
//! `DD_MM_YYYY` (StS2's daily seed).
//!
//! Hand-written rather than a date crate: only the proleptic Gregorian
//! day count is needed (Howard Hinnant's `days_from_civil`), and both games
//! take the UTC date as it is.

/// A date (proleptic Gregorian, UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// The year (1-9999).
    pub year: i32,
    /// The month, 1-12.
    pub month: u8,
    /// The day of the month, 1-31.
    pub day: u8,
}

const fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        _ => 31,
    }
}

impl Date {
    /// Reads `YYYY-MM-DD` (the error names what is wrong).
    pub fn parse(text: &str) -> Result<Date, String> {
        let t = text.trim();
        let shown: String = t.chars().take(24).collect();
        let parts: Vec<&str> = t.split('-').collect();
        let bad = || format!("`{shown}` is not a date: write it as YYYY-MM-DD, e.g. 2026-07-26");
        if parts.len() != 3 || parts[0].len() != 4 || parts[1].len() != 2 || parts[2].len() != 2 {
            return Err(bad());
        }
        if !parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit())) {
            return Err(bad());
        }
        let year: i32 = parts[0].parse().map_err(|_| bad())?;
        let month: u8 = parts[1].parse().map_err(|_| bad())?;
        let day: u8 = parts[2].parse().map_err(|_| bad())?;
        if year < 1 || !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
            return Err(format!("`{shown}` is not a day of the calendar"));
        }
        Ok(Date { year, month, day })
    }

    /// Days since 1970-01-01 (negative before).
    pub const fn days_since_epoch(self) -> i64 {
        let y = self.year as i64 - if self.month <= 2 { 1 } else { 0 };
        let era = if y >= 0 { y } else { y - 399 } / 400;
        let yoe = y - era * 400;
        let m = self.month as i64;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + self.day as i64 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146097 + doe - 719468
    }

    /// The date `days` days after 1970-01-01.
    pub const fn from_days(days: i64) -> Date {
        let z = days + 719468;
        let era = if z >= 0 { z } else { z - 146096 } / 146097;
        let doe = z - era * 146097;
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + if month <= 2 { 1 } else { 0 }) as i32;
        Date { year, month, day }
    }

    /// The UTC date of a Unix time in seconds.
    pub const fn from_unix_seconds(secs: i64) -> Date {
        Date::from_days(secs.div_euclid(86_400))
    }

    /// `DD_MM_YYYY`, as StS2 formats the daily's date.
    pub fn dd_mm_yyyy(self) -> String {
        format!("{:02}_{:02}_{:04}", self.day, self.month, self.year)
    }
}

impl core::fmt::Display for Date {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_numbers_and_back() {
        // Known day numbers (spec custom-daily.md §A4): 2020-01-15 is 18276,
        // 2025-01-01 is 20089, 1601-01-02 is -134773.
        for (text, days) in [("1970-01-01", 0), ("2020-01-15", 18276), ("2025-01-01", 20089), ("1601-01-02", -134773)] {
            let d = Date::parse(text).unwrap();
            assert_eq!(d.days_since_epoch(), days, "{text}");
            assert_eq!(Date::from_days(days), d);
            assert_eq!(d.to_string(), text);
        }
        assert_eq!(Date::parse("2026-07-26").unwrap().dd_mm_yyyy(), "26_07_2026");
        assert_eq!(Date::from_unix_seconds(1785068794).to_string(), "2026-07-26");
        for bad in ["2026-02-29", "2026-13-01", "26-07-2026", "2026-7-26", "soon", "0000-01-01"] {
            assert!(Date::parse(bad).is_err(), "{bad}");
        }
        assert!(Date::parse("2024-02-29").is_ok());
    }
}
