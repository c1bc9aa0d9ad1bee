// One accessible object: the application, its window, or an element the scene shows.
#ifndef DND_A11Y_NODE_H
#define DND_A11Y_NODE_H

#include <atk/atk.h>
#include "CAtkBridge.h"

/// Kinds beyond DndA11yKind, for the two objects above the elements.
enum { DndA11yApplication = 100, DndA11yWindow = 101 };

struct DndA11yNode {
    AtkObject parent_instance;
    long tag;
    int kind;
    int states;
    AtkRectangle frame;  // window points; the window's own is on the screen
    GPtrArray *children; // DndA11yNode, each holding a reference
    gboolean defunct;
};

typedef struct {
    AtkObjectClass parent_class;
} DndA11yNodeClass;

GType dnd_a11y_node_get_type(void);

/// The type of a field's, a label's or a status line's object: a node with AtkText.
GType dnd_a11y_text_node_type(void);

/// The type of a slider's object: a node with AtkValue.
GType dnd_a11y_value_node_type(void);

DndA11yNode *dnd_a11y_node_create(long tag, int kind, DndA11yNode *parent);

/// Where the window is on the screen (its frame) and where requests go.
extern DndA11yNode *dnd_a11y_window;
extern DndA11yHandler dnd_a11y_handler;
extern void *dnd_a11y_context;

#endif
