// The desktop host's accessibility tree on the Linux accessibility bus (AT-SPI2, which
// Orca reads), through ATK and atk-bridge. The host owns the tree's shape and contents;
// this layer only turns them into ATK objects and ATK's requests into callbacks.
//
// Everything here runs on the thread that calls dnd_a11y_start, and D-Bus requests are
// answered only inside dnd_a11y_pump.
#ifndef CATKBRIDGE_H
#define CATKBRIDGE_H

/// What an element is, as the host's SeenElement.Kind says (same order).
typedef enum {
    DndA11yButton,
    DndA11yToggle,
    DndA11ySegment,
    DndA11ySlider,
    DndA11yTextField,
    DndA11yMenuItem,
    DndA11yDraggable,
    DndA11yPlace,
    DndA11yText,
    DndA11yStatus,
    DndA11yDialog,
} DndA11yKind;

/// What is true of an element, as the host's SeenElement.States bits say.
enum {
    DndA11ySelected = 1,
    DndA11yDisabled = 2,
    DndA11yFocused = 4,
    DndA11yGrabbed = 8,
    DndA11yDropTarget = 16,
    DndA11yExpanded = 32,
};

/// What an assistive technology asked of an element.
typedef enum {
    /// Its action: a click on a button, Enter on a piece or a square.
    DndA11yPress,
    /// The keyboard's focus on it (grab_focus).
    DndA11yFocus,
} DndA11yRequest;

/// Called (inside dnd_a11y_pump) when an assistive technology asks something of the
/// element created with `tag`.
typedef void (*DndA11yHandler)(void *context, long tag, DndA11yRequest request);

typedef struct DndA11yNode DndA11yNode;

/// Puts an application named `name` with one window on the accessibility bus. Returns 1
/// when the bridge is up, 0 when there is no bus or it failed (then nothing else here
/// does anything). Anything the libraries log while trying is dropped.
int dnd_a11y_start(const char *name, DndA11yHandler handler, void *context);

/// Forgets the handler and empties the window, when the window closes; the application
/// stays on the bus (atk-bridge cannot leave and join again), for a later window.
void dnd_a11y_detach(void);

/// Answers the bus's pending requests, without waiting.
void dnd_a11y_pump(void);

/// The window's title, its top-left corner on the screen, its size in points and
/// whether it has the keyboard.
void dnd_a11y_set_window(const char *title, int x, int y, int width, int height, int active);

/// A new element, not yet in the tree; `tag` comes back in the handler.
DndA11yNode *dnd_a11y_node_new(long tag, DndA11yKind kind);

/// Sets what an element says and where it is (window points); tells the bus what changed.
void dnd_a11y_node_update(
    DndA11yNode *node, const char *name, const char *description, int states, double x,
    double y, double width, double height);

/// Makes `children` the elements inside `parent` (the window when NULL), in this order;
/// tells the bus which came and went.
void dnd_a11y_set_children(DndA11yNode *parent, DndA11yNode *const *children, int count);

/// Gives up the host's hold on an element that left the tree.
void dnd_a11y_node_release(DndA11yNode *node);

#endif
