public import Tabula

/// The snapshots every fuzz target builds.
public typealias FuzzSnapshot = Snapshot<FuzzSection, FuzzItem>

/// The error a snapshot of the fuzz targets throws.
public typealias FuzzSnapshotError = SnapshotError<Int, Int>
