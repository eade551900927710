"""Pure functions: values in, values out. No clocks, files or configuration lookups."""
