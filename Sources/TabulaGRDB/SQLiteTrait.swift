// An app that imports TabulaGRDB without the SQLite trait gets this error first, naming the
// cause, rather than only "no such module 'GRDB'".
#if !SQLite
#error(
  """
  TabulaGRDB needs Tabula's SQLite trait, which brings GRDB: \
  .package(url: …, from: …, traits: ["SQLite"]), or traits: ["SQLite"] on a path dependency
  """)
#endif
