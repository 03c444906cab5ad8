import Store

/// The SQLite store records graph files in `region_graphs` (see ``SQLiteToiletRepository/graphFiles()``).
extension SQLiteToiletRepository: GraphFileCatalog {}
