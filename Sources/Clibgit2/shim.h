#pragma once
#include <git2.h>
