// DndA11yValueNode: a slider, whose setting a screen reader reads as a value (AtkValue):
// the number its value text starts with, and the text itself ("0.45 s").
// ATK is Linux's: elsewhere this target is empty (the desktop host leaves it out).
#if defined(__linux__)
#include "Node.h"

typedef struct {
    DndA11yNode parent_instance;
} DndA11yValueNode;

typedef struct {
    DndA11yNodeClass parent_class;
} DndA11yValueNodeClass;

static void value_init(AtkValueIface *iface);

G_DEFINE_TYPE_WITH_CODE(
    DndA11yValueNode, dnd_a11y_value_node, dnd_a11y_node_get_type(),
    G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, value_init))

GType dnd_a11y_value_node_type(void) { return dnd_a11y_value_node_get_type(); }

static void dnd_a11y_value_node_init(DndA11yValueNode *node) {}
static void dnd_a11y_value_node_class_init(DndA11yValueNodeClass *klass) {}

static const gchar *value_text(AtkValue *value) {
    const gchar *text = atk_object_get_description(ATK_OBJECT(value));
    return text ? text : "";
}

static void get_value_and_text(AtkValue *value, gdouble *number, gchar **text) {
    if (number) *number = g_ascii_strtod(value_text(value), NULL);
    if (text) *text = g_strdup(value_text(value));
}

// The older call, which some readers still make.
static void get_current_value(AtkValue *value, GValue *out) {
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, g_ascii_strtod(value_text(value), NULL));
}

static void value_init(AtkValueIface *iface) {
    iface->get_value_and_text = get_value_and_text;
    iface->get_current_value = get_current_value;
}

#endif
