// The web module has no entry point of its own (it is linked with --no-entry): the host
// calls the exports in WebExports.swift. Nothing here runs, so nothing may live here.
