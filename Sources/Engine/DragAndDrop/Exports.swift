// `import DragAndDrop` brings the whole engine: geometry, motion and gestures too.
@_exported import Geometry
@_exported import Gestures
@_exported import Motion
