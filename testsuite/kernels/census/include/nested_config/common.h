#include "config.h"

#define CHUNK (GROUP * ITEMS_PER_THREAD)
