// The application object ATK's root points at, atk-bridge's start, and the host's edits
// of the tree turned into ATK's change notifications.
// ATK is Linux's: elsewhere this target is empty (the desktop host leaves it out).
#if defined(__linux__)
#include <atk-bridge.h>
#include <string.h>
#include "Node.h"

static DndA11yNode *application = NULL;
static int started = 0;

static AtkObject *get_root(void) { return application ? ATK_OBJECT(application) : NULL; }
static const gchar *get_toolkit_name(void) { return "DragAndDropKit"; }
static const gchar *get_toolkit_version(void) { return "1"; }

static void drop_message(const gchar *domain, GLogLevelFlags level, const gchar *message,
                         gpointer data) {}

int dnd_a11y_start(const char *name, DndA11yHandler handler, void *context) {
    if (started) {
        // A later window of the same process (tests open several): the bridge stays up.
        atk_object_set_name(ATK_OBJECT(application), name);
        atk_object_set_name(ATK_OBJECT(dnd_a11y_window), name);
        dnd_a11y_handler = handler;
        dnd_a11y_context = context;
        return 1;
    }
    // ATK asks its AtkUtil class for the root and the toolkit: without GTK, nobody else
    // sets them (GTK 3 does the same in gtkaccessibility.c).
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = get_root;
    util->get_toolkit_name = get_toolkit_name;
    util->get_toolkit_version = get_toolkit_version;
    g_type_class_unref(util);

    application = dnd_a11y_node_create(0, DndA11yApplication, NULL);
    atk_object_set_name(ATK_OBJECT(application), name);
    dnd_a11y_window = dnd_a11y_node_create(0, DndA11yWindow, application);
    atk_object_set_name(ATK_OBJECT(dnd_a11y_window), name);
    g_ptr_array_add(application->children, g_object_ref(dnd_a11y_window));
    dnd_a11y_handler = handler;
    dnd_a11y_context = context;

    // Without a reachable bus the bridge warns on stderr: a window that nobody reads
    // through a screen reader should start as quietly as without the bridge.
    GLogFunc previous = g_log_set_default_handler(drop_message, NULL);
    started = atk_bridge_adaptor_init(NULL, NULL) == 0;
    g_log_set_default_handler(previous, NULL);
    if (!started) {
        dnd_a11y_handler = NULL;
        dnd_a11y_context = NULL;
    }
    return started;
}

void dnd_a11y_detach(void) {
    if (!started) return;
    dnd_a11y_handler = NULL;
    dnd_a11y_context = NULL;
    dnd_a11y_set_children(NULL, NULL, 0);
    dnd_a11y_pump();
}

void dnd_a11y_pump(void) {
    if (!started) return;
    // Bounded, so that a flood of requests cannot hold a frame back for long.
    for (int i = 0; i < 64 && g_main_context_iteration(NULL, FALSE); i++) {
    }
}

void dnd_a11y_set_window(const char *title, int x, int y, int width, int height, int active) {
    if (!started) return;
    DndA11yNode *w = dnd_a11y_window;
    w->frame = (AtkRectangle){x, y, width, height};
    if (strcmp(atk_object_get_name(ATK_OBJECT(w)) ?: "", title) != 0) {
        atk_object_set_name(ATK_OBJECT(w), title);
    }
    int states = active ? DndA11yFocused : 0;
    if (states != w->states) {
        w->states = states;
        atk_object_notify_state_change(ATK_OBJECT(w), ATK_STATE_ACTIVE, active != 0);
    }
}

DndA11yNode *dnd_a11y_node_new(long tag, DndA11yKind kind) {
    if (!started) return NULL;
    return dnd_a11y_node_create(tag, kind, NULL);
}

static int changed_text(const char *old, const char *new) {
    return strcmp(old ? old : "", new ? new : "") != 0;
}

void dnd_a11y_node_update(
    DndA11yNode *node, const char *name, const char *description, int states, double x,
    double y, double width, double height) {
    if (!node) return;
    AtkObject *object = ATK_OBJECT(node);
    if (changed_text(atk_object_get_name(object), name)) atk_object_set_name(object, name);
    if (changed_text(atk_object_get_description(object), description)) {
        atk_object_set_description(object, description);
    }
    node->frame = (AtkRectangle){(gint)x, (gint)y, (gint)width, (gint)height};
    int old = node->states;
    node->states = states;
    int changed = old ^ states;
    int on;
    if (changed & DndA11yDisabled) {
        on = !(states & DndA11yDisabled);
        atk_object_notify_state_change(object, ATK_STATE_ENABLED, on);
        atk_object_notify_state_change(object, ATK_STATE_SENSITIVE, on);
    }
    if (changed & DndA11ySelected) {
        on = (states & DndA11ySelected) != 0;
        gboolean checks = node->kind == DndA11yToggle || node->kind == DndA11ySegment;
        atk_object_notify_state_change(object, checks ? ATK_STATE_CHECKED : ATK_STATE_SELECTED, on);
    }
    if (changed & DndA11yExpanded) {
        atk_object_notify_state_change(object, ATK_STATE_EXPANDED, (states & DndA11yExpanded) != 0);
    }
    // Focus last, once the name and states are right: the focus event is what a screen
    // reader speaks.
    if (changed & DndA11yFocused) {
        atk_object_notify_state_change(object, ATK_STATE_FOCUSED, (states & DndA11yFocused) != 0);
    }
}

static gboolean holds(DndA11yNode *const *nodes, int count, gpointer node) {
    for (int i = 0; i < count; i++) {
        if (nodes[i] == node) return TRUE;
    }
    return FALSE;
}

void dnd_a11y_set_children(DndA11yNode *parent, DndA11yNode *const *children, int count) {
    if (!started) return;
    DndA11yNode *p = parent ? parent : dnd_a11y_window;
    GPtrArray *old = p->children;
    gboolean same = old->len == (guint)count;
    for (int i = 0; same && i < count; i++) same = g_ptr_array_index(old, i) == children[i];
    if (same) return;
    GPtrArray *now = g_ptr_array_new_full(count, g_object_unref);
    for (int i = 0; i < count; i++) g_ptr_array_add(now, g_object_ref(children[i]));
    p->children = now;
    for (guint i = 0; i < old->len; i++) {
        gpointer child = g_ptr_array_index(old, i);
        if (!holds(children, count, child)) {
            g_signal_emit_by_name(p, "children-changed::remove", i, child);
        }
    }
    for (int i = 0; i < count; i++) {
        guint index;
        if (!g_ptr_array_find(old, children[i], &index)) {
            atk_object_set_parent(ATK_OBJECT(children[i]), ATK_OBJECT(p));
            g_signal_emit_by_name(p, "children-changed::add", i, children[i]);
        } else if (atk_object_get_parent(ATK_OBJECT(children[i])) != ATK_OBJECT(p)) {
            atk_object_set_parent(ATK_OBJECT(children[i]), ATK_OBJECT(p));
        }
    }
    g_ptr_array_unref(old);
}

void dnd_a11y_node_release(DndA11yNode *node) {
    if (!node) return;
    node->defunct = TRUE;
    atk_object_notify_state_change(ATK_OBJECT(node), ATK_STATE_DEFUNCT, TRUE);
    g_object_unref(node);
}

#endif
