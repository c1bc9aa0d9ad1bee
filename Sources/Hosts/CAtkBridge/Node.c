// DndA11yNode: an AtkObject with a role from its kind, states from the host's bits, its
// extents (AtkComponent) and one action (AtkAction) that calls back into the host.
// ATK is Linux's: elsewhere this target is empty (the desktop host leaves it out).
#if defined(__linux__)
#include "Node.h"
#include <string.h>

DndA11yNode *dnd_a11y_window = NULL;
DndA11yHandler dnd_a11y_handler = NULL;
void *dnd_a11y_context = NULL;

static void component_init(AtkComponentIface *iface);
static void action_init(AtkActionIface *iface);

G_DEFINE_TYPE_WITH_CODE(
    DndA11yNode, dnd_a11y_node, ATK_TYPE_OBJECT,
    G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, component_init)
    G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, action_init))

static AtkRole role_of(int kind) {
    switch (kind) {
    case DndA11yButton: return ATK_ROLE_PUSH_BUTTON;
    case DndA11yToggle: return ATK_ROLE_TOGGLE_BUTTON;
    case DndA11ySegment: return ATK_ROLE_RADIO_BUTTON;
    case DndA11ySlider: return ATK_ROLE_SLIDER;
    case DndA11yTextField: return ATK_ROLE_ENTRY;
    case DndA11yMenuItem: return ATK_ROLE_MENU_ITEM;
    // A piece, an emoji or a card is pressed to pick it up or put it down: a button, as
    // the web page's mirror makes it.
    case DndA11yDraggable: return ATK_ROLE_PUSH_BUTTON;
    case DndA11yPlace: return ATK_ROLE_GROUPING;
    case DndA11yText: return ATK_ROLE_LABEL;
    case DndA11yStatus: return ATK_ROLE_STATUSBAR;
    case DndA11yDialog: return ATK_ROLE_DIALOG;
    case DndA11yApplication: return ATK_ROLE_APPLICATION;
    case DndA11yWindow: return ATK_ROLE_FRAME;
    default: return ATK_ROLE_UNKNOWN;
    }
}

static gboolean acts(const DndA11yNode *node) {
    return node->kind < DndA11yText;
}

DndA11yNode *dnd_a11y_node_create(long tag, int kind, DndA11yNode *parent) {
    gboolean reads = kind == DndA11yTextField || kind == DndA11yText || kind == DndA11yStatus;
    GType type = reads ? dnd_a11y_text_node_type()
        : kind == DndA11ySlider ? dnd_a11y_value_node_type()
                                : dnd_a11y_node_get_type();
    DndA11yNode *node = g_object_new(type, NULL);
    node->tag = tag;
    node->kind = kind;
    atk_object_set_role(ATK_OBJECT(node), role_of(kind));
    if (parent) atk_object_set_parent(ATK_OBJECT(node), ATK_OBJECT(parent));
    return node;
}

static void dnd_a11y_node_init(DndA11yNode *node) {
    node->children = g_ptr_array_new_with_free_func(g_object_unref);
}

static void dnd_a11y_node_finalize(GObject *object) {
    DndA11yNode *node = (DndA11yNode *)object;
    g_ptr_array_unref(node->children);
    G_OBJECT_CLASS(dnd_a11y_node_parent_class)->finalize(object);
}

static gint get_n_children(AtkObject *object) {
    return (gint)((DndA11yNode *)object)->children->len;
}

static AtkObject *ref_child(AtkObject *object, gint i) {
    GPtrArray *children = ((DndA11yNode *)object)->children;
    if (i < 0 || (guint)i >= children->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(children, i)));
}

static gint get_index_in_parent(AtkObject *object) {
    AtkObject *parent = atk_object_get_parent(object);
    if (!parent || !G_TYPE_CHECK_INSTANCE_TYPE(parent, dnd_a11y_node_get_type())) return -1;
    guint index;
    return g_ptr_array_find(((DndA11yNode *)parent)->children, object, &index) ? (gint)index : -1;
}

static AtkStateSet *ref_state_set(AtkObject *object) {
    DndA11yNode *node = (DndA11yNode *)object;
    AtkStateSet *set = ATK_OBJECT_CLASS(dnd_a11y_node_parent_class)->ref_state_set(object);
    if (node->defunct) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    atk_state_set_add_state(set, ATK_STATE_VISIBLE);
    atk_state_set_add_state(set, ATK_STATE_SHOWING);
    if (!(node->states & DndA11yDisabled)) {
        atk_state_set_add_state(set, ATK_STATE_ENABLED);
        atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    }
    if (acts(node)) atk_state_set_add_state(set, ATK_STATE_FOCUSABLE);
    // The window's focused bit says it is active: a frame is not itself focused.
    if ((node->states & DndA11yFocused) && node->kind != DndA11yWindow) {
        atk_state_set_add_state(set, ATK_STATE_FOCUSED);
    }
    gboolean selected = (node->states & DndA11ySelected) != 0;
    switch (node->kind) {
    case DndA11yToggle:
    case DndA11ySegment:
        atk_state_set_add_state(set, ATK_STATE_CHECKABLE);
        if (selected) atk_state_set_add_state(set, ATK_STATE_CHECKED);
        break;
    case DndA11yDraggable:
    case DndA11yPlace:
        atk_state_set_add_state(set, ATK_STATE_SELECTABLE);
        if (selected) atk_state_set_add_state(set, ATK_STATE_SELECTED);
        break;
    case DndA11yTextField:
        atk_state_set_add_state(set, ATK_STATE_EDITABLE);
        atk_state_set_add_state(set, ATK_STATE_SINGLE_LINE);
        break;
    case DndA11yWindow:
        if (node->states & DndA11yFocused) atk_state_set_add_state(set, ATK_STATE_ACTIVE);
        break;
    default:
        if (selected) atk_state_set_add_state(set, ATK_STATE_SELECTED);
    }
    if (node->states & DndA11yExpanded) {
        atk_state_set_add_state(set, ATK_STATE_EXPANDABLE);
        atk_state_set_add_state(set, ATK_STATE_EXPANDED);
    }
    return set;
}

static void dnd_a11y_node_class_init(DndA11yNodeClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = dnd_a11y_node_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = get_n_children;
    atk->ref_child = ref_child;
    atk->get_index_in_parent = get_index_in_parent;
    atk->ref_state_set = ref_state_set;
}

// AtkComponent: the frame, on the screen, in the window, or in the parent.

static void get_extents(
    AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
    AtkCoordType coord_type) {
    DndA11yNode *node = (DndA11yNode *)component;
    AtkRectangle f = node->frame;
    AtkRectangle window = dnd_a11y_window ? dnd_a11y_window->frame : (AtkRectangle){0};
    if (node->kind == DndA11yApplication) f = window;
    gboolean onScreen = node->kind == DndA11yApplication || node->kind == DndA11yWindow;
    if (coord_type == ATK_XY_SCREEN && !onScreen) {
        f.x += window.x;
        f.y += window.y;
    } else if (coord_type == ATK_XY_WINDOW && onScreen) {
        f.x = 0;
        f.y = 0;
    } else if (coord_type == ATK_XY_PARENT) {
        AtkObject *parent = atk_object_get_parent(ATK_OBJECT(node));
        if (onScreen) {
            f.x = f.y = 0;
        } else if (parent && ((DndA11yNode *)parent)->kind < DndA11yApplication) {
            f.x -= ((DndA11yNode *)parent)->frame.x;
            f.y -= ((DndA11yNode *)parent)->frame.y;
        }
    }
    if (x) *x = f.x;
    if (y) *y = f.y;
    if (width) *width = f.width;
    if (height) *height = f.height;
}

static gboolean grab_focus(AtkComponent *component) {
    DndA11yNode *node = (DndA11yNode *)component;
    if (node->defunct || !acts(node) || !dnd_a11y_handler) return FALSE;
    dnd_a11y_handler(dnd_a11y_context, node->tag, DndA11yFocus);
    return TRUE;
}

static AtkLayer get_layer(AtkComponent *component) {
    return ((DndA11yNode *)component)->kind == DndA11yWindow ? ATK_LAYER_WINDOW
                                                               : ATK_LAYER_WIDGET;
}

static void component_init(AtkComponentIface *iface) {
    iface->get_extents = get_extents;
    iface->grab_focus = grab_focus;
    iface->get_layer = get_layer;
}

// AtkAction: one action, named as GTK names a button's.

static gint get_n_actions(AtkAction *action) {
    return acts((DndA11yNode *)action) ? 1 : 0;
}

static const gchar *action_name(AtkAction *action, gint i) {
    DndA11yNode *node = (DndA11yNode *)action;
    if (i != 0 || !acts(node)) return NULL;
    switch (node->kind) {
    case DndA11yButton:
    case DndA11yToggle:
    case DndA11ySegment:
    case DndA11yMenuItem: return "click";
    default: return "activate";
    }
}

static gboolean do_action(AtkAction *action, gint i) {
    DndA11yNode *node = (DndA11yNode *)action;
    if (i != 0 || node->defunct || !acts(node) || !dnd_a11y_handler) return FALSE;
    if (node->states & DndA11yDisabled) return FALSE;
    dnd_a11y_handler(dnd_a11y_context, node->tag, DndA11yPress);
    return TRUE;
}

static void action_init(AtkActionIface *iface) {
    iface->get_n_actions = get_n_actions;
    iface->get_name = action_name;
    iface->do_action = do_action;
}

#endif
